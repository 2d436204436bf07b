import { z } from 'zod';
import { defineAction, TransientError } from '@tandem/catalog/sdk';
import { openai } from '../app.js';
import { chatCompletion, OpenAiUsage, parseJsonAnswer } from '../chat-completion.js';
import { AnswerLanguage, OpenAiModel } from '../models.js';
import { facts, languageLine } from '../prompt-parts.js';

/** At most 20 suggestions. */
export const MAX_KEYWORD_SUGGESTIONS = 20;

const Texts = z.array(z.string().trim().min(1).max(1024)).default([]);

export const KeywordSuggestionInput = z.object({
  keywords: z.array(z.string().trim().min(1).max(256)).min(1, 'Give at least 1 keyword').describe('Keywords'),
  headlines: Texts.describe('Headlines'),
  descriptions: Texts.describe('Descriptions'),
  language: AnswerLanguage,
  model: OpenAiModel,
});
export type KeywordSuggestionInput = z.infer<typeof KeywordSuggestionInput>;

export const KeywordSuggestionOutput = z.object({ keywords: z.array(z.string()).max(MAX_KEYWORD_SUGGESTIONS), usage: OpenAiUsage });
export type KeywordSuggestionOutput = z.infer<typeof KeywordSuggestionOutput>;

const Answer = z.object({ keywords: z.array(z.string()) });

export const openaiKeywordSuggestion = defineAction({
  app: openai,
  id: 'keywords.suggest',
  displayName: 'Keyword suggestion',
  description: 'Suggests up to 20 new search keywords from your keywords and the headlines and descriptions of your ads.',
  categories: ['AI', 'SEA', 'SEO'],
  // Answers of reasoning models can take minutes.
  mutates: false,
  defaultTimeout: 'PT3M',
  input: KeywordSuggestionInput,
  output: KeywordSuggestionOutput,
  async run(ctx) {
    const { input } = ctx;
    const system =
      `You are a search advertising specialist. Suggest up to ${MAX_KEYWORD_SUGGESTIONS} new keywords that are not in the given list. ` +
      `Answer with a JSON object {"keywords":["..."]}.${languageLine(input.language)}`;
    const prompt = facts({ Keywords: input.keywords.join(', '), Headlines: input.headlines.join(' | '), Descriptions: input.descriptions.join(' | ') });
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt, json: true });
    const answer = Answer.safeParse(parseJsonAnswer(text));
    if (!answer.success) throw new TransientError('OpenAI did not answer with a list of keywords');
    const given = new Set(input.keywords.map((k) => k.toLowerCase()));
    const fresh = [...new Set(answer.data.keywords.map((k) => k.trim()).filter((k) => k !== '' && !given.has(k.toLowerCase())))];
    return { keywords: fresh.slice(0, MAX_KEYWORD_SUGGESTIONS), usage };
  },
});
