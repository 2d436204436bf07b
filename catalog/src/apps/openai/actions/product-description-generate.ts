import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { openai } from '../app.js';
import { chatCompletion, OpenAiUsage } from '../chat-completion.js';
import { languageLine, ProductFacts, productFacts } from '../prompt-parts.js';
import { COPYWRITER, clean } from '../product-text.js';

export const ProductDescriptionOutput = z.object({ description: z.string(), usage: OpenAiUsage });
export type ProductDescriptionOutput = z.infer<typeof ProductDescriptionOutput>;

export const openaiProductDescription = defineAction({
  app: openai,
  id: 'productDescription.generate',
  displayName: 'New merchant product description',
  description: 'Writes a new product description for a merchant feed or shop from the product’s brand, title, description, price and landing page.',
  categories: ['AI', 'Feeds', 'Ecommerce'],
  // Answers of reasoning models can take minutes.
  mutates: false,
  defaultTimeout: 'PT3M',
  input: ProductFacts,
  output: ProductDescriptionOutput,
  async run(ctx) {
    const { input } = ctx;
    const system = `${COPYWRITER} Write a factual, persuasive product description of 500 to 1000 characters in plain text. Never invent facts, prices or promotions.${languageLine(input.language)}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt: productFacts(input) });
    return { description: clean(text), usage };
  },
});
