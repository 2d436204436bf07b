import { z } from 'zod';
import { ProductInputUpdateOutput } from '../../shared/merchant-product-input.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { ProductTarget, writeProduct } from '../product-updates.js';

export const productsUpdateTitle = defineAdsMutation({
  id: 'products.updateTitle',
  displayName: 'Update product title',
  description: 'Changes the title of a Shopping product in the linked Merchant Center account.',
  // Product attributes in the linked Merchant Center account: writing the same value twice leaves it as once.
  idempotent: true,
  input: z.object({ ...ProductTarget, title: z.string().trim().min(1).max(150).describe('Title') }),
  output: ProductInputUpdateOutput,
  run: ({ input, http }) => writeProduct(http, input, { title: input.title }),
});
