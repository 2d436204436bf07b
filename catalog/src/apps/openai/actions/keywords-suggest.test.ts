import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { openaiKeywordSuggestion } from './keywords-suggest.js';

let fake: StartedFake<'openai'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('openai keywords.suggest', () => {
  it('gives at most 20 new keywords, without the given ones and duplicates', async () => {
    const answer = ['Trail Shoes', 'running shoes', 'running shoes', ...Array.from({ length: 30 }, (_, i) => `keyword ${i}`)];
    fake = await startFake('openai', { reply: () => JSON.stringify({ keywords: answer }) });
    const output = (await runAction(openaiKeywordSuggestion, {
      input: { keywords: ['trail shoes'], headlines: ['Trail shoes for every path'], descriptions: ['Free returns'] },
      auth: { token: fake.apiKey },
      baseUrlOverrides: fake.baseUrlOverrides,
    })) as { keywords: string[] };
    expect(output.keywords).toHaveLength(20);
    expect(output.keywords.slice(0, 2)).toEqual(['running shoes', 'keyword 0']);
    expect(fake.chats[0]?.messages[1]?.content).toBe('Keywords: trail shoes\nHeadlines: Trail shoes for every path\nDescriptions: Free returns');
  });

  it('needs at least 1 keyword', async () => {
    fake = await startFake('openai');
    await expect(runAction(openaiKeywordSuggestion, { input: { keywords: [] }, auth: { token: fake.apiKey }, baseUrlOverrides: fake.baseUrlOverrides })).rejects.toThrow('Give at least 1 keyword');
    expect(fake.requests).toHaveLength(0);
  });
});
