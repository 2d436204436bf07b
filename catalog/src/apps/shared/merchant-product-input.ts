import { z } from 'zod';
import type { HttpClient, HttpRequestOptions } from '@tandem/catalog/sdk';

/** The Merchant API's host; its paths name sub-API and version (`/products/v1/...`). */
export const MERCHANT_API_BASE_URL = 'https://merchantapi.googleapis.com';

/** A product's id as the Merchant API names it: `contentLanguage~feedLabel~offerId` (e.g. `en~US~sku123`). */
export const MerchantProductId = z
  .string()
  .trim()
  .regex(/^[a-z]{2}~[^~]+~.+$/, 'Use a product id like en~US~sku123 (content language, feed label, offer id)')
  .describe('Product');

/** The path segment of a product id: unpadded base64url, which the API accepts for any offer id (also with /, % or ~). */
export const productSegment = (productId: string): string => Buffer.from(productId, 'utf8').toString('base64url');

/** The attribute of custom label 1 to 5 (the Merchant API counts `customLabel0` to `customLabel4`). */
export const customLabelAttribute = (labelNumber: number): string => `customLabel${labelNumber - 1}`;

export const ProductInputUpdateOutput = z.object({ name: z.string(), product: z.string().optional(), updatedAttributes: z.array(z.string()) });
export type ProductInputUpdateOutput = z.infer<typeof ProductInputUpdateOutput>;

export interface ProductInputUpdate {
  /** The Merchant Center account id. */
  account: string;
  /** The id of an API data source of the account (only those accept product inputs). */
  dataSource: string;
  productId: string;
  /** Product attributes by their Merchant API names; `undefined` removes the attribute. */
  attributes: Record<string, string | undefined>;
}

/**
 * Patches a product's input of an API data source with the attributes (the update mask names exactly
 * them); Google rebuilds the processed product from it within minutes. `target` routes the call when
 * the calling app is not the Merchant Center app.
 */
export async function updateProductInput(http: HttpClient, update: ProductInputUpdate, target: Pick<HttpRequestOptions, 'baseUrl' | 'baseUrlApp'> = {}): Promise<ProductInputUpdateOutput> {
  const { account, productId, attributes } = update;
  const [contentLanguage, feedLabel, ...offer] = productId.split('~');
  const keys = Object.keys(attributes);
  const { body } = await http.patch<{ name: string; product?: string }>(`/products/v1/accounts/${account}/productInputs/${productSegment(productId)}`, {
    ...target,
    query: { updateMask: keys.map((key) => `productAttributes.${key}`).join(','), dataSource: `accounts/${account}/dataSources/${update.dataSource}` },
    body: { type: 'json', data: { offerId: offer.join('~'), contentLanguage, feedLabel, productAttributes: attributes } },
    responseType: 'json',
  });
  return { name: body.name, product: body.product, updatedAttributes: keys };
}
