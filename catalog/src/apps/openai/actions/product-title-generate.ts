import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { openai } from '../app.js';
import { chatCompletion, OpenAiUsage } from '../chat-completion.js';
import { languageLine, ProductFacts, productFacts } from '../prompt-parts.js';
import { COPYWRITER, clean } from '../product-text.js';

export const ProductTitleOutput = z.object({ title: z.string(), usage: OpenAiUsage });
export type ProductTitleOutput = z.infer<typeof ProductTitleOutput>;

export const openaiProductTitle = defineAction({
  app: openai,
  id: 'productTitle.generate',
  displayName: 'New merchant product title',
  description: 'Writes a new product title for a merchant feed from the product’s brand, title, description, price and landing page.',
  categories: ['AI', 'Feeds', 'Ecommerce'],
  // Answers of reasoning models can take minutes.
  mutates: false,
  defaultTimeout: 'PT3M',
  input: ProductFacts,
  output: ProductTitleOutput,
  async run(ctx) {
    const { input } = ctx;
    const system = `${COPYWRITER} Write one product title of at most 150 characters for a shopping feed: brand, product type and the most important attributes first. No promotional words.${languageLine(input.language)}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt: productFacts(input) });
    return { title: clean(text).split('\n')[0]!.slice(0, 150), usage };
  },
});
