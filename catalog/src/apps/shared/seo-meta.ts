import { z } from 'zod';

/** Shop SEO meta title: at most 255 characters. */
export const SeoMetaTitle = z.string().max(255, 'The meta title must not be longer than 255 characters');
export type SeoMetaTitle = z.infer<typeof SeoMetaTitle>;

/** Shop SEO meta description: at most 255 characters. */
export const SeoMetaDescription = z.string().max(255, 'The meta description must not be longer than 255 characters');
export type SeoMetaDescription = z.infer<typeof SeoMetaDescription>;
