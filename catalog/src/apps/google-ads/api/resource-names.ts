import { z } from 'zod';
import type { AdsAccount } from './ads-api.js';

/** Resource-name ids: digits only, at most 20. */
const ID = '\\d{1,20}';

export const invalidResourceNameMessage = (collection: string, idParts: number): string =>
  `Invalid resource name: expected customers/<customer id>/${collection}/${Array.from({ length: idParts }, () => '<id>').join('~')} or the id alone`;

/** `customers/<customerId>/<collection>/<id>~<id>…` (composite ids such as an ad group criterion's `adGroupId~criterionId`). */
export const resourceName = (customerId: string, collection: string, ...ids: readonly (string | number)[]): string =>
  `customers/${customerId}/${collection}/${ids.join('~')}`;

/**
 * A resource name of a collection (`customers/1234567890/campaigns/111`), or its id alone (`111`,
 * `222~333` for two-part names), which is completed with the connection's customer.
 */
export function AdsResourceName(collection: string, idParts = 1, label?: string) {
  const ids = Array.from({ length: idParts }, () => ID).join('~');
  const full = new RegExp(`^customers/\\d{10}/${collection}/${ids}$`);
  const bare = new RegExp(`^${ids}$`);
  const schema = z
    .string()
    .trim()
    .refine((value) => full.test(value) || bare.test(value), { error: invalidResourceNameMessage(collection, idParts) });
  return label ? schema.describe(label) : schema;
}

/** The full resource name of an id or a resource name, in the account's customer. */
export const qualified = (value: string, collection: string, account: AdsAccount): string =>
  value.startsWith('customers/') ? value : resourceName(account.customerId, collection, value);

/** The account a resource name belongs to (reached through the same manager). */
export function accountOfName(name: string, account: AdsAccount): AdsAccount {
  const customerId = /^customers\/(\d{10})\//.exec(name)?.[1];
  return customerId === undefined ? account : { ...account, customerId };
}
