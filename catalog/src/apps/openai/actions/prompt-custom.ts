import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { openai } from '../app.js';
import { chatCompletion, OpenAiUsage } from '../chat-completion.js';
import { languageLine } from '../prompt-parts.js';
import { CustomPromptInput, DEFAULT_SYSTEM } from '../custom-prompt.js';

export const CustomPromptOutput = z.object({ answer: z.string(), usage: OpenAiUsage });
export type CustomPromptOutput = z.infer<typeof CustomPromptOutput>;

export const openaiCustomPrompt = defineAction({
  app: openai,
  id: 'prompt.custom',
  displayName: 'Custom prompt',
  description: 'Sends your prompt to an OpenAI model and gives its answer as text.',
  categories: ['AI', 'Content Creation'],
  // Answers of reasoning models can take minutes.
  mutates: false,
  defaultTimeout: 'PT3M',
  input: CustomPromptInput,
  output: CustomPromptOutput,
  async run(ctx) {
    const { input } = ctx;
    const system = `${input.systemPrompt ?? DEFAULT_SYSTEM}${languageLine(input.language)}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt: input.prompt });
    return { answer: text, usage };
  },
});
