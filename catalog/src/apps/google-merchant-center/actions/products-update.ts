import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { googleMerchantCenter } from '../app.js';
import { customLabelAttribute, MerchantProductId, ProductInputUpdateOutput, updateProductInput } from '../../shared/merchant-product-input.js';
import { accountOf, dataSourceOf, MerchantAccountId } from '../merchant-schemas.js';

export const MerchantUpdateProductInput = z
  .object({
    accountId: MerchantAccountId,
    productId: MerchantProductId,
    /** An API data source of the account (the connection's when absent). */
    dataSourceId: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').optional().describe('Data source'),
    title: z.string().trim().min(1).max(150).optional(),
    description: textArea(z.string().trim().min(1).max(5000).optional()),
    /** A custom label: number 1 to 5 (custom_label_0 … custom_label_4) and its text. */
    label: z.object({ number: z.number().int().min(1).max(5), value: z.string().max(100) }).optional(),
  })
  .refine((input) => input.title !== undefined || input.description !== undefined || input.label !== undefined, { message: 'Give a title, a description or a label', path: ['title'] });
export type MerchantUpdateProductInput = z.infer<typeof MerchantUpdateProductInput>;

/** Writes the attributes to the product's input of an API data source; Google rebuilds the product from it within minutes. */
export const merchantUpdateProduct = defineAction({
  app: googleMerchantCenter,
  id: 'products.update',
  displayName: 'Update product',
  description: 'Changes the title, the description or a custom label of a product.',
  categories: ['Feeds'],
  // Setting the same attributes of a product input again changes nothing.
  mutates: true,
  idempotent: true,
  input: MerchantUpdateProductInput,
  output: ProductInputUpdateOutput,
  async run({ input, config, http }) {
    const account = accountOf(input.accountId, config);
    const attributes: Record<string, string> = {
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.label === undefined ? {} : { [customLabelAttribute(input.label.number)]: input.label.value }),
    };
    return updateProductInput(http, { account, dataSource: dataSourceOf(input.dataSourceId, config), productId: input.productId, attributes });
  },
});
