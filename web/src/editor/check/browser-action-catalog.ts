import type { ActionCatalog, CatalogAction as CheckedAction } from '@tandem/catalog/types';
import { z } from 'zod';
import type { CatalogAction } from '../../api/types';

const converted = new WeakMap<CatalogAction, CheckedAction>();

/** The checker reads zod schemas; the API sends JSON Schemas, which zod turns back into schemas. */
function schemaOf(jsonSchema: Record<string, unknown>): z.ZodType {
  try {
    return z.fromJSONSchema(jsonSchema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch {
    return z.unknown();
  }
}

function checkedAction(action: CatalogAction): CheckedAction {
  let checked = converted.get(action);
  if (!checked) {
    checked = { input: schemaOf(action.input), output: schemaOf(action.output), ...(action.replacedBy ? { replacedBy: action.replacedBy } : {}) };
    converted.set(action, checked);
  }
  return checked;
}

/**
 * The design-time checker's view of the app catalogue, built from `GET /api/catalog/apps/:app/actions`
 * answers already loaded: `lookup` finds an action of a loaded app.
 */
export function browserActionCatalog(lookup: (app: string, action: string) => CatalogAction | undefined): ActionCatalog {
  return {
    findAction: (app, action) => {
      const found = lookup(app, action);
      return found && checkedAction(found);
    },
  };
}
