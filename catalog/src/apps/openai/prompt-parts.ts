import { z } from 'zod';
import { textArea } from '@tandem/catalog/sdk';
import { AnswerLanguage, OpenAiModel } from './models.js';

/** The sentence that asks for the answer's language, when a step names one. */
export const languageLine = (language: string | undefined): string => (language ? ` Write the answer in ${language}.` : '');

/** Lines `Label: value` of the fields that have a value. */
export const facts = (fields: Record<string, string | number | undefined>): string =>
  Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

/** The product a product text is written for (brand, title, description, price, landing page). */
export const ProductFacts = z.object({
  brand: z.string().trim().max(256).optional().describe('Brand'),
  title: z.string().trim().min(1).max(1024).describe('Product title'),
  description: textArea(z.string().max(5000).optional().describe('Current description')),
  price: z.union([z.number(), z.string().trim().max(64)]).optional().describe('Price'),
  landingPageUrl: z.url().optional().describe('Landing page URL'),
  language: AnswerLanguage,
  model: OpenAiModel,
});
export type ProductFacts = z.infer<typeof ProductFacts>;

export const productFacts = (input: ProductFacts): string =>
  facts({ Brand: input.brand, Title: input.title, 'Current description': input.description, Price: input.price, 'Landing page': input.landingPageUrl });
