import type { AnyAction, CatalogApp } from '@tandem/catalog/sdk';
import type { CatalogAppSummary } from './catalog-summary.js';
import { apps } from './registry.js';

export interface ListCatalogOptions {
  includeHidden?: boolean;
  includeInternal?: boolean;
  /** Feature flags the workspace has (e.g. `apps.meta-ads.business-enabled`). */
  flags?: Iterable<string>;
}

/** Whether an action shows in the catalogue for these options. */
export function isActionVisible(action: Pick<AnyAction, 'hidden' | 'internal' | 'featureFlag'>, options: ListCatalogOptions = {}): boolean {
  const flags = new Set(options.flags ?? []);
  if (action.hidden && !options.includeHidden) return false;
  if (action.internal && !options.includeInternal) return false;
  return action.featureFlag === undefined || flags.has(action.featureFlag);
}

/** The catalogue as users see it: hidden, internal and unflagged actions left out unless asked for. */
export function listCatalog(options: ListCatalogOptions = {}, catalogue: Readonly<Record<string, CatalogApp>> = apps): CatalogAppSummary[] {
  return Object.values(catalogue).map((app) => ({
    id: app.id,
    name: app.name,
    shortName: app.shortName,
    ...(app.secondaryName === undefined ? {} : { secondaryName: app.secondaryName }),
    description: app.description,
    service: app.service,
    authentication: app.authentication,
    configurable: app.configurable,
    ...(app.skipConfigureAfterConnect === undefined ? {} : { skipConfigureAfterConnect: app.skipConfigureAfterConnect }),
    capabilities: app.capabilities,
    premium: app.premium,
    eCommerceRelevant: app.eCommerceRelevant,
    ...(app.connectGuideLink === undefined ? {} : { connectGuideLink: app.connectGuideLink }),
    tutorial: app.tutorial,
    actions: app.actions
      .filter((action) => isActionVisible(action, options))
      .map((action) => ({
        id: action.id,
        displayName: action.displayName,
        description: action.description,
        categories: action.categories,
        mutates: action.mutates,
        hidden: action.hidden ?? false,
        internal: action.internal ?? false,
        ...(action.featureFlag === undefined ? {} : { featureFlag: action.featureFlag }),
        ...(action.replacedBy === undefined ? {} : { replacedBy: action.replacedBy }),
      })),
  }));
}
