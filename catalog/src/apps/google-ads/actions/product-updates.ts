import { z } from 'zod';
import { type HttpClient, textArea } from '../../../sdk/index.js';
import { customLabelAttribute, MERCHANT_API_BASE_URL, MerchantProductId, ProductInputUpdateOutput, updateProductInput } from '../../shared/merchant-product-input.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';

const numericString = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string');

/**
 * Shopping products come from the Merchant Center account linked to the Ads account, so these
 * actions change the product there (Merchant API, same Google sign-in); the account and an API data
 * source of it are named in the step.
 */
const ProductTarget = {
  merchantId: numericString.describe('Merchant Center account'),
  dataSourceId: numericString.describe('Data source (an API data source of the Merchant Center account)'),
  productId: MerchantProductId,
};

/** The Merchant API is another host than the Ads API; tests point it at the Merchant fake by that app's override. */
const merchantApi = { baseUrl: MERCHANT_API_BASE_URL, baseUrlApp: 'google-merchant-center' };

type ProductTarget = z.output<z.ZodObject<typeof ProductTarget>>;

/** Writes the attributes to the product's input in the Merchant Center account the step names. */
const writeProduct = (http: HttpClient, target: ProductTarget, attributes: Record<string, string | undefined>) =>
  updateProductInput(http, { account: target.merchantId, dataSource: target.dataSourceId, productId: target.productId, attributes }, merchantApi);

export const productsUpdateTitle = defineAdsMutation({
  id: 'products.updateTitle',
  displayName: 'Update product title',
  description: 'Changes the title of a Shopping product in the linked Merchant Center account.',
  input: z.object({ ...ProductTarget, title: z.string().trim().min(1).max(150).describe('Title') }),
  output: ProductInputUpdateOutput,
  run: ({ input, http }) => writeProduct(http, input, { title: input.title }),
});

export const productsUpdateDescription = defineAdsMutation({
  id: 'products.updateDescription',
  displayName: 'Update product description',
  description: 'Changes the description of a Shopping product in the linked Merchant Center account.',
  input: z.object({ ...ProductTarget, description: textArea(z.string().trim().min(1).max(5000).describe('Description')) }),
  output: ProductInputUpdateOutput,
  run: ({ input, http }) => writeProduct(http, input, { description: input.description }),
});

export const productsUpdateLabel = defineAdsMutation({
  id: 'products.updateLabel',
  displayName: 'Update product label',
  description: 'Sets custom label 1 to 5 of a Shopping product (custom_label_0 to custom_label_4), e.g. to group products in listing groups; an empty text removes the label.',
  input: z.object({ ...ProductTarget, labelNumber: z.int().min(1).max(5).describe('Label number (1 to 5)'), label: z.string().trim().max(100).describe('Label') }),
  output: ProductInputUpdateOutput,
  run: ({ input, http }) => writeProduct(http, input, { [customLabelAttribute(input.labelNumber)]: input.label === '' ? undefined : input.label }),
});
