import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { openaiBlogPostOutline } from './blog-post-outline-generate.js';

let fake: StartedFake<'openai'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const topics = (n: number) => JSON.stringify({ topics: Array.from({ length: n }, (_, i) => ({ topic: `Topic ${i + 1}`, outline: ['## Why', '## How'] })) });

describe('openai blogPostOutline.generate', () => {
  it('gives exactly 3 topics with their outline from a JSON answer', async () => {
    fake = await startFake('openai', { reply: () => topics(4) });
    const output = await runAction(openaiBlogPostOutline, {
      input: { industry: 'Outdoor gear', searchTerms: ['trail shoes', 'hiking boots'], language: 'English', model: 'gpt-4o' },
      auth: { token: fake.apiKey },
      baseUrlOverrides: fake.baseUrlOverrides,
    });
    expect(output).toMatchObject({ outlines: [1, 2, 3].map((i) => ({ topic: `Topic ${i}`, outline: '## Why\n## How' })) });
    expect(fake.chats[0]).toMatchObject({ model: 'gpt-4o', json: true });
    expect(fake.chats[0]?.messages[1]?.content).toBe('Industry: Outdoor gear\nSearch terms: trail shoes, hiking boots');
  });

  it('needs at least 1 search term, and an answer with fewer than 3 topics is tried again', async () => {
    fake = await startFake('openai', { reply: () => topics(2) });
    const run = (searchTerms: string[]) =>
      runAction(openaiBlogPostOutline, { input: { industry: 'Shoes', searchTerms }, auth: { token: fake!.apiKey }, baseUrlOverrides: fake!.baseUrlOverrides });
    await expect(run([])).rejects.toThrow('Give at least 1 search term');
    await expect(run(['shoes'])).rejects.toMatchObject({ type: 'ConnectorTransientError', message: 'OpenAI did not answer with 3 blog post topics' });
  });
});
