import { walkStoredSteps } from '@tandem/catalog';
import { findApp } from '@tandem/catalog/apps';
import { needsConnection } from '@tandem/catalog/runtime';

/** Apps whose steps need a connection of the workspace (not the generic HTTP step). */
const appNeedsConnection = (appId: string) => {
  const app = findApp(appId);
  return app !== undefined && needsConnection(app);
};

/** A flow version's metadata, derived from a (possibly draft) definition. */
export type VersionMetadata = {
  version: 10;
  usedApps: string[];
  usedPipedreamApps: string[];
  usedSteps: string[];
  notificationUtility: 'none' | 'slack' | 'mailgun';
  hasGuide: boolean;
  guidePublished: boolean;
  /** The first app the flow needs a connection of (its trigger's, else its first step's): the app its onboarding connects. */
  onboardingApp: string | null;
  trigger: unknown;
  createdAt: string;
  creatorEmail: string;
};

type LooseStep = {
  type?: unknown;
  app?: unknown;
  action?: unknown;
  utility?: unknown;
  input?: Record<string, unknown>;
};

export function versionMetadata(definition: unknown, creatorEmail: string, createdAt: Date, guide: unknown): VersionMetadata {
  const def = (definition && typeof definition === 'object' ? definition : {}) as { steps?: unknown; trigger?: unknown };
  const apps = new Set<string>();
  // In the order the flow uses them: the trigger's app, then the steps'.
  const appOrder: string[] = [];
  const pipedreamApps = new Set<string>();
  const used = new Set<string>();
  let notification: VersionMetadata['notificationUtility'] = 'none';
  for (const step of walkStoredSteps(def.steps) as Iterable<LooseStep>) {
    if (step.type === 'action' && typeof step.app === 'string') {
      apps.add(step.app);
      appOrder.push(step.app);
      used.add(`${step.app}:${String(step.action)}`);
      const slug = (step.input?.appSlug as { type?: string; value?: unknown } | undefined)?.value;
      if (step.app === 'pipedream' && typeof slug === 'string') pipedreamApps.add(slug);
    } else if (step.type === 'utility' && typeof step.utility === 'string') {
      used.add(`utility:${step.utility}`);
      if (step.utility === 'notification') {
        const channel = (step.input?.channel as { value?: unknown } | undefined)?.value;
        if (channel === 'slack' || channel === 'mailgun') notification = channel;
      }
    } else if (typeof step.type === 'string') {
      used.add(step.type);
    }
  }
  const trigger = def.trigger as { type?: string; app?: string } | undefined;
  if (trigger?.type === 'changeWatch' && typeof trigger.app === 'string') {
    apps.add(trigger.app);
    appOrder.unshift(trigger.app);
  }
  const guideObject = guide && typeof guide === 'object' ? (guide as { published?: boolean }) : undefined;
  return {
    version: 10,
    usedApps: [...apps].sort(),
    usedPipedreamApps: [...pipedreamApps].sort(),
    usedSteps: [...used].sort(),
    notificationUtility: notification,
    hasGuide: guideObject !== undefined,
    guidePublished: guideObject?.published === true,
    onboardingApp: appOrder.find(appNeedsConnection) ?? null,
    trigger: def.trigger ?? null,
    createdAt: createdAt.toISOString(),
    creatorEmail,
  };
}
