import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { openai } from '../app.js';
import { chatCompletion, OpenAiUsage, parseJsonAnswer } from '../chat-completion.js';
import { languageLine } from '../prompt-parts.js';
import { CustomPromptInput, DEFAULT_SYSTEM } from '../custom-prompt.js';

export const CustomPromptJsonOutput = z.object({ answer: z.record(z.string(), z.unknown()).describe('The JSON object of the answer'), usage: OpenAiUsage });
export type CustomPromptJsonOutput = z.infer<typeof CustomPromptJsonOutput>;

export const openaiCustomPromptJson = defineAction({
  app: openai,
  id: 'prompt.customJson',
  displayName: 'Custom prompt (JSON answer)',
  description: 'Sends your prompt to an OpenAI model that answers with a JSON object; the step gives the parsed object.',
  categories: ['AI', 'Content Creation'],
  // Answers of reasoning models can take minutes.
  mutates: false,
  defaultTimeout: 'PT3M',
  input: CustomPromptInput,
  output: CustomPromptJsonOutput,
  async run(ctx) {
    const { input } = ctx;
    const system = `${input.systemPrompt ?? DEFAULT_SYSTEM} Answer with one JSON object and nothing else.${languageLine(input.language)}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt: input.prompt, json: true });
    return { answer: parseJsonAnswer(text) as Record<string, unknown>, usage };
  },
});
