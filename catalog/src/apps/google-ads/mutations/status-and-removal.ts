import { z } from 'zod';
import { mutate } from '../api/ads-api.js';
import { AdsResourceName, accountOfName, qualified } from '../api/resource-names.js';
import { adsAccountOf } from '../app.js';
import { type AdsEntity, adsEntities } from './ads-entities.js';
import { defineAdsMutation } from './ads-mutation.js';

/** The entity kind an action id names (`campaigns.remove` → campaigns). */
const entityOf = (id: string) => id.split('.')[0] as AdsEntity;

const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** Resource names (or ids) of one entity kind, at least one, all in one account. */
const names = (entity: AdsEntity, label: string) => {
  const { collection, idParts } = adsEntities[entity];
  return z.array(AdsResourceName(collection, idParts)).min(1, `Give at least 1 ${adsEntities[entity].singular}`).describe(label);
};

/** Sets campaigns, ad groups, ads, asset groups or keywords to ENABLED or PAUSED. */
export function statusAction(id: `${AdsEntity}.changeStatus`, traits: { idempotent: boolean }) {
  const entity = entityOf(id);
  const { collection, singular, plural } = adsEntities[entity];
  return defineAdsMutation({
    id,
    idempotent: traits.idempotent,
    displayName: `Change ${singular} status`,
    description: `Enables or pauses ${plural} (ENABLED or PAUSED); removing is a separate action.`,
    input: z.object({ resourceNames: names(entity, capital(plural)), status: z.enum(['ENABLED', 'PAUSED']).describe('Status') }),
    async run({ input, config, http }) {
      const account = adsAccountOf(config);
      const full = input.resourceNames.map((name) => qualified(name, collection, account));
      return { resourceNames: await mutate(http, accountOfName(full[0]!, account), collection, full.map((resourceName) => ({ update: { resourceName, status: input.status }, updateMask: 'status' }))) };
    },
  });
}

/** Removes campaigns, ad groups, ads, asset groups or keywords (their status becomes REMOVED; there is no way back). */
export function removeAction(id: `${AdsEntity}.remove`, traits: { idempotent: boolean }) {
  const entity = entityOf(id);
  const { collection, plural } = adsEntities[entity];
  return defineAdsMutation({
    id,
    idempotent: traits.idempotent,
    displayName: `Remove ${plural}`,
    description: `Removes ${plural}; removed ones cannot be enabled again.`,
    input: z.object({ resourceNames: names(entity, capital(plural)) }),
    async run({ input, config, http }) {
      const account = adsAccountOf(config);
      const full = input.resourceNames.map((name) => qualified(name, collection, account));
      return { resourceNames: await mutate(http, accountOfName(full[0]!, account), collection, full.map((remove) => ({ remove }))) };
    },
  });
}
