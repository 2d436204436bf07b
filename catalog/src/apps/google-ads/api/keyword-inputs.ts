import { z } from 'zod';

/** How closely a search must match a keyword (default: exactly). */
export const KeywordMatchType = z.enum(['EXACT', 'PHRASE', 'BROAD']).default('EXACT').describe('Match type');
export type KeywordMatchType = z.infer<typeof KeywordMatchType>;

/** A keyword: at most 80 characters and 10 words. */
export const KeywordText = z
  .string()
  .trim()
  .min(1)
  .max(80, 'A keyword has at most 80 characters')
  .refine((text) => text.split(/\s+/).length <= 10, 'A keyword has at most 10 words');
