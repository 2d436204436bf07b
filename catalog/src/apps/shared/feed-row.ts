import { z } from 'zod';
import { formatUnits } from '@tandem/catalog/sdk';

/** A product feed row, one per variant; the shops' feed actions all return these. */
export const FeedRow = z.object({
  item_group_id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string(),
  image_link: z.string(),
  availability: z.enum(['in_stock', 'out_of_stock']),
  /** `number currency`, e.g. `12.50 EUR`, `1500 JPY`. */
  price: z.string(),
  brand: z.string(),
  gtin: z.string(),
});
export type FeedRow = z.infer<typeof FeedRow>;

export const FeedOutput = z.object({ rows: z.array(FeedRow) });
export type FeedOutput = z.infer<typeof FeedOutput>;

/** A feed price: the amount with its currency's decimals (`12.50 EUR`, `1500 JPY`, `1.250 KWD`), a space and the ISO currency code. */
export const feedPrice = (amount: number | string, currency: string): string => `${formatUnits(amount, currency)} ${currency.toUpperCase()}`;

/** A feed's availability from whether the item can be bought. */
export const feedAvailability = (inStock: boolean): FeedRow['availability'] => (inStock ? 'in_stock' : 'out_of_stock');

/** Plain text of an HTML description, whitespace collapsed (feeds take no markup). */
export const plainText = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
