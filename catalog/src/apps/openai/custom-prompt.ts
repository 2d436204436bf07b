import { z } from 'zod';
import { textArea } from '@tandem/catalog/sdk';
import { AnswerLanguage, OpenAiModel } from './models.js';

export const CustomPromptInput = z.object({
  prompt: textArea(z.string().trim().min(1).max(100_000).describe('Prompt')),
  systemPrompt: textArea(z.string().trim().min(1).max(20_000).optional().describe('System prompt')),
  language: AnswerLanguage,
  model: OpenAiModel,
});
export type CustomPromptInput = z.infer<typeof CustomPromptInput>;

export const DEFAULT_SYSTEM = 'You are a helpful assistant for e-commerce and marketing teams.';
