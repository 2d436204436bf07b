import { z } from 'zod';
import { defineAction, TransientError } from '@tandem/catalog/sdk';
import { openai } from '../app.js';
import { chatCompletion, OpenAiUsage, parseJsonAnswer } from '../chat-completion.js';
import { AnswerLanguage, OpenAiModel } from '../models.js';
import { languageLine } from '../prompt-parts.js';

export const BlogPostOutlineInput = z.object({
  industry: z.string().trim().min(1).max(256).describe('Industry'),
  searchTerms: z.array(z.string().trim().min(1).max(256)).min(1, 'Give at least 1 search term').describe('Search terms'),
  language: AnswerLanguage,
  model: OpenAiModel,
});
export type BlogPostOutlineInput = z.infer<typeof BlogPostOutlineInput>;

export const BlogPostTopic = z.object({ topic: z.string(), outline: z.string() });
export type BlogPostTopic = z.infer<typeof BlogPostTopic>;

/** Exactly 3 topics. */
export const BlogPostOutlineOutput = z.object({ outlines: z.array(BlogPostTopic).length(3), usage: OpenAiUsage });
export type BlogPostOutlineOutput = z.infer<typeof BlogPostOutlineOutput>;

const Answer = z.object({ topics: z.array(z.object({ topic: z.string().min(1), outline: z.union([z.string(), z.array(z.string())]) })) });

export const openaiBlogPostOutline = defineAction({
  app: openai,
  id: 'blogPostOutline.generate',
  displayName: 'Blog post outline',
  description: 'Suggests 3 blog post topics with an outline each for an industry and the search terms it should rank for.',
  categories: ['AI', 'SEO', 'Content Creation'],
  // Answers of reasoning models can take minutes.
  mutates: false,
  defaultTimeout: 'PT3M',
  input: BlogPostOutlineInput,
  output: BlogPostOutlineOutput,
  async run(ctx) {
    const { input } = ctx;
    const system =
      'You are an SEO content strategist. Answer with a JSON object {"topics":[{"topic":"...","outline":"..."}]} holding exactly 3 topics; ' +
      `each outline lists the sections of the post as markdown headings with one line each.${languageLine(input.language)}`;
    const prompt = `Industry: ${input.industry}\nSearch terms: ${input.searchTerms.join(', ')}`;
    const { text, usage } = await chatCompletion(ctx, { model: input.model, system, prompt, json: true });
    const answer = Answer.safeParse(parseJsonAnswer(text));
    // Another attempt may well give three: the model, not the input, missed the shape.
    if (!answer.success || answer.data.topics.length < 3) throw new TransientError('OpenAI did not answer with 3 blog post topics');
    const outlines = answer.data.topics.slice(0, 3).map(({ topic, outline }) => ({ topic, outline: Array.isArray(outline) ? outline.join('\n') : outline }));
    return { outlines, usage };
  },
});
