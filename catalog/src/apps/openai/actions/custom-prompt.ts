import { z } from 'zod';
import { defineAction, textArea } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { openai } from '../app.js';
import { chatCompletion, OpenAiUsage, parseJsonAnswer } from '../chat-completion.js';
import { AnswerLanguage, OpenAiModel } from '../models.js';
import { languageLine } from '../prompt-parts.js';

export const CustomPromptInput = z.object({
  prompt: textArea(z.string().trim().min(1).max(100_000).describe('Prompt')),
  systemPrompt: textArea(z.string().trim().min(1).max(20_000).optional().describe('System prompt')),
  language: AnswerLanguage,
  model: OpenAiModel,
});
export type CustomPromptInput = z.infer<typeof CustomPromptInput>;

export const CustomPromptOutput = z.object({ answer: z.string(), usage: OpenAiUsage });
export type CustomPromptOutput = z.infer<typeof CustomPromptOutput>;

export const CustomPromptJsonOutput = z.object({ answer: z.record(z.string(), z.unknown()).describe('The JSON object of the answer'), usage: OpenAiUsage });
export type CustomPromptJsonOutput = z.infer<typeof CustomPromptJsonOutput>;

const DEFAULT_SYSTEM = 'You are a helpful assistant for e-commerce and marketing teams.';

export const openaiCustomPrompt = defineAction({
  app: openai,
  id: 'prompt.custom',
  displayName: 'Custom prompt',
  description: 'Sends your prompt to an OpenAI model and gives its answer as text.',
  categories: ['AI', 'Content Creation'],
  ...actionRetryTraits['openai/prompt.custom'],
  input: CustomPromptInput,
  output: CustomPromptOutput,
  async run(ctx) {
    const { input } = ctx;
    const system = `${input.systemPrompt ?? DEFAULT_SYSTEM}${languageLine(input.language)}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt: input.prompt });
    return { answer: text, usage };
  },
});

export const openaiCustomPromptJson = defineAction({
  app: openai,
  id: 'prompt.customJson',
  displayName: 'Custom prompt (JSON answer)',
  description: 'Sends your prompt to an OpenAI model that answers with a JSON object; the step gives the parsed object.',
  categories: ['AI', 'Content Creation'],
  ...actionRetryTraits['openai/prompt.customJson'],
  input: CustomPromptInput,
  output: CustomPromptJsonOutput,
  async run(ctx) {
    const { input } = ctx;
    const system = `${input.systemPrompt ?? DEFAULT_SYSTEM} Answer with one JSON object and nothing else.${languageLine(input.language)}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt: input.prompt, json: true });
    return { answer: parseJsonAnswer(text) as Record<string, unknown>, usage };
  },
});
