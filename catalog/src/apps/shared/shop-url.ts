import { z } from 'zod';

/** The base URL of a self-hosted shop (Shopware 5/6, WooCommerce, Magento); trailing slashes removed. */
export const ShopUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'Please provide a valid URL' }))
  .transform((url) => url.replace(/\/+$/, ''));
export type ShopUrl = z.infer<typeof ShopUrl>;
