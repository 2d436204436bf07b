import { z } from 'zod';
import { defineAction } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { openai } from '../app.js';
import { chatCompletion, OpenAiUsage } from '../chat-completion.js';
import { languageLine, ProductFacts, productFacts } from '../prompt-parts.js';

export const ProductDescriptionOutput = z.object({ description: z.string(), usage: OpenAiUsage });
export type ProductDescriptionOutput = z.infer<typeof ProductDescriptionOutput>;

export const ProductTitleOutput = z.object({ title: z.string(), usage: OpenAiUsage });
export type ProductTitleOutput = z.infer<typeof ProductTitleOutput>;

const COPYWRITER = 'You are an e-commerce copywriter for merchant product feeds and shop pages. Answer with the text only, without quotes or labels.';

/** Quotes and a "Title:" label that models sometimes add anyway. */
const clean = (text: string): string => text.trim().replace(/^(?:title|description)\s*:\s*/i, '').replace(/^"(.*)"$/s, '$1').trim();

export const openaiProductDescription = defineAction({
  app: openai,
  id: 'productDescription.generate',
  displayName: 'New merchant product description',
  description: 'Writes a new product description for a merchant feed or shop from the product’s brand, title, description, price and landing page.',
  categories: ['AI', 'Feeds', 'Ecommerce'],
  ...actionRetryTraits['openai/productDescription.generate'],
  input: ProductFacts,
  output: ProductDescriptionOutput,
  async run(ctx) {
    const { input } = ctx;
    const system = `${COPYWRITER} Write a factual, persuasive product description of 500 to 1000 characters in plain text. Never invent facts, prices or promotions.${languageLine(input.language)}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt: productFacts(input) });
    return { description: clean(text), usage };
  },
});

export const openaiProductTitle = defineAction({
  app: openai,
  id: 'productTitle.generate',
  displayName: 'New merchant product title',
  description: 'Writes a new product title for a merchant feed from the product’s brand, title, description, price and landing page.',
  categories: ['AI', 'Feeds', 'Ecommerce'],
  ...actionRetryTraits['openai/productTitle.generate'],
  input: ProductFacts,
  output: ProductTitleOutput,
  async run(ctx) {
    const { input } = ctx;
    const system = `${COPYWRITER} Write one product title of at most 150 characters for a shopping feed: brand, product type and the most important attributes first. No promotional words.${languageLine(input.language)}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt: productFacts(input) });
    return { title: clean(text).split('\n')[0]!.slice(0, 150), usage };
  },
});
