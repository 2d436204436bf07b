import { z } from 'zod';
import { customLabelAttribute, ProductInputUpdateOutput } from '../../shared/merchant-product-input.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { ProductTarget, writeProduct } from '../product-updates.js';

export const productsUpdateLabel = defineAdsMutation({
  id: 'products.updateLabel',
  displayName: 'Update product label',
  description: 'Sets custom label 1 to 5 of a Shopping product (custom_label_0 to custom_label_4), e.g. to group products in listing groups; an empty text removes the label.',
  // Product attributes in the linked Merchant Center account: writing the same value twice leaves it as once.
  idempotent: true,
  input: z.object({ ...ProductTarget, labelNumber: z.int().min(1).max(5).describe('Label number (1 to 5)'), label: z.string().trim().max(100).describe('Label') }),
  output: ProductInputUpdateOutput,
  run: ({ input, http }) => writeProduct(http, input, { [customLabelAttribute(input.labelNumber)]: input.label === '' ? undefined : input.label }),
});
