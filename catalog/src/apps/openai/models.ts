import { z } from 'zod';

/** The chat models a step may choose; the first is the default. */
export const openAiModels = [
  'gpt-4o-mini',
  'gpt-4o',
  'gpt-4.1',
  'o4-mini',
  'o3',
  'o3-mini',
  'o1',
  'gpt-4.1-mini',
  'gpt-4.1-nano',
  'gpt-3.5-turbo',
  'gpt-4-turbo',
] as const;

/** Model names older flows still carry; they run on gpt-4o. */
const retiredModels = { 'gpt-4': 'gpt-4o', 'gpt-4-1106-preview': 'gpt-4o' } as const;

/** The model of an AI step: one of `openAiModels` (default gpt-4o-mini); gpt-4 and gpt-4-1106-preview become gpt-4o. */
export const OpenAiModel = z
  .union([
    z.enum(openAiModels),
    z.enum(['gpt-4', 'gpt-4-1106-preview']).transform((name) => retiredModels[name]).describe('Retired model names, answered by gpt-4o'),
  ])
  .default('gpt-4o-mini')
  .describe('Model');
export type OpenAiModel = z.infer<typeof OpenAiModel>;

/** The language the answer is written in (any language name or code, e.g. "German" or "de"). */
export const AnswerLanguage = z.string().trim().min(1).max(64).optional().describe('Language');
export type AnswerLanguage = z.infer<typeof AnswerLanguage>;
