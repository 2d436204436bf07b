import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleMerchantCenter } from '../app.js';
import { type ApiProduct, listProducts, productIdOf, ProductsLimit } from '../merchant-products.js';
import { accountOf, MerchantAccountId, Money, moneyOf } from '../merchant-schemas.js';

/**
 * A product with its attributes at the top level (title, description, link, imageLink,
 * price and salePrice as value and currency, availability, brand, gtins, customLabel0–4, …); the
 * attributes not named here pass through as the API names them.
 */
export const MerchantProduct = z.looseObject({
  id: z.string().describe('contentLanguage~feedLabel~offerId'),
  name: z.string(),
  offerId: z.string(),
  contentLanguage: z.string(),
  feedLabel: z.string(),
  dataSource: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  link: z.string().optional(),
  imageLink: z.string().optional(),
  price: Money.optional(),
  salePrice: Money.optional(),
  availability: z.string().optional(),
  condition: z.string().optional(),
  brand: z.string().optional(),
  customLabel0: z.string().optional(),
  customLabel1: z.string().optional(),
  customLabel2: z.string().optional(),
  customLabel3: z.string().optional(),
  customLabel4: z.string().optional(),
});
export type MerchantProduct = z.infer<typeof MerchantProduct>;

export const merchantProduct = (p: ApiProduct): MerchantProduct => {
  const { price, salePrice, ...attributes } = p.productAttributes ?? {};
  return {
    ...attributes,
    id: productIdOf(p),
    name: p.name,
    offerId: p.offerId,
    contentLanguage: p.contentLanguage,
    feedLabel: p.feedLabel,
    dataSource: p.dataSource,
    price: moneyOf(price),
    salePrice: moneyOf(salePrice),
  };
};

export const merchantProductsGetAll = defineAction({
  app: googleMerchantCenter,
  id: 'products.getAll',
  displayName: 'Get products',
  description: 'Lists the processed products of the account with their attributes.',
  categories: ['Feeds'],
  mutates: false,
  input: z.object({ accountId: MerchantAccountId, limit: ProductsLimit }),
  output: z.object({ products: z.array(MerchantProduct) }),
  async run({ input, config, http }) {
    const products = await listProducts(http, accountOf(input.accountId, config), input.limit);
    return { products: products.map(merchantProduct) };
  },
});
