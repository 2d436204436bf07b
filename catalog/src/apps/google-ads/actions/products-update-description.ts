import { z } from 'zod';
import { textArea } from '@tandem/catalog/sdk';
import { ProductInputUpdateOutput } from '../../shared/merchant-product-input.js';
import { defineAdsMutation } from '../mutations/ads-mutation.js';
import { ProductTarget, writeProduct } from '../product-updates.js';

export const productsUpdateDescription = defineAdsMutation({
  id: 'products.updateDescription',
  displayName: 'Update product description',
  description: 'Changes the description of a Shopping product in the linked Merchant Center account.',
  // Product attributes in the linked Merchant Center account: writing the same value twice leaves it as once.
  idempotent: true,
  input: z.object({ ...ProductTarget, description: textArea(z.string().trim().min(1).max(5000).describe('Description')) }),
  output: ProductInputUpdateOutput,
  run: ({ input, http }) => writeProduct(http, input, { description: input.description }),
});
