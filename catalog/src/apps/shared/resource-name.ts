import { z } from 'zod';

/** The error of an ads resource name that does not match its pattern. */
export const invalidResourceNameMessage = (name: unknown, collection: string): string =>
  `Invalid resource name ${JSON.stringify(name)}: expected customers/<customer id>/${collection}/<id> with numeric ids of up to 20 digits`;

const ID = '\\d{1,20}';

/** The pattern of `customers/<id>/<collection>/<id>[~<id>…]` (composite ids such as an ad group criterion's `adGroupId~criterionId`). */
export function resourceNamePattern(collection: string, idParts = 1): RegExp {
  return new RegExp(`^customers/(${ID})/${collection}/(${ID}${`~${ID}`.repeat(idParts - 1)})$`);
}

/**
 * An ads resource name of one collection (`campaigns`, `adGroups`, `adGroupCriteria` with 2 id parts, …),
 * surrounding spaces removed; anything else fails with the invalid-resource-name message.
 */
export function AdsResourceName(collection: string, idParts = 1) {
  const pattern = resourceNamePattern(collection, idParts);
  return z
    .string({ error: (issue) => invalidResourceNameMessage(issue.input, collection) })
    .trim()
    .refine((name) => pattern.test(name), { error: (issue) => invalidResourceNameMessage(issue.input, collection) });
}

/** The parts of a resource name: its customer id and the numeric ids of the resource (split at `~`). */
export interface ResourceNameParts {
  customerId: string;
  collection: string;
  ids: string[];
}

/** Splits `customers/1/adGroupCriteria/2~3` into its parts; undefined when it is not a customer resource name. */
export function parseResourceName(name: string): ResourceNameParts | undefined {
  const match = new RegExp(`^customers/(${ID})/([a-zA-Z]+)/(${ID}(?:~${ID})*)$`).exec(name.trim());
  return match ? { customerId: match[1]!, collection: match[2]!, ids: match[3]!.split('~') } : undefined;
}

/** Builds `customers/<customerId>/<collection>/<id>~<id>…`. */
export function resourceName(customerId: string, collection: string, ...ids: readonly (string | number)[]): string {
  return `customers/${customerId}/${collection}/${ids.join('~')}`;
}
