import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { openaiProductDescription } from './actions/product-description-generate.js';
import { openaiProductTitle } from './actions/product-title-generate.js';

let fake: StartedFake<'openai'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const product = { brand: 'Trailfox', title: 'Running shoe', description: 'Light trail shoe', price: '89.90 EUR', landingPageUrl: 'https://shop.example.com/p/1', language: 'German' };

describe('openai product texts', () => {
  it('writes a title from the product facts, without quotes or label, at most 150 characters', async () => {
    fake = await startFake('openai', { reply: () => `Title: "Trailfox Trail Running Shoe ${'x'.repeat(200)}"` });
    const output = (await runAction(openaiProductTitle, { input: product, auth: { token: fake.apiKey }, baseUrlOverrides: fake.baseUrlOverrides })) as { title: string };
    expect(output.title.startsWith('Trailfox Trail Running Shoe x')).toBe(true);
    expect(output.title).toHaveLength(150);
    const [system, user] = fake.chats[0]!.messages;
    expect(system?.content).toContain('at most 150 characters');
    expect(system?.content).toContain('Write the answer in German.');
    expect(user?.content).toBe('Brand: Trailfox\nTitle: Running shoe\nCurrent description: Light trail shoe\nPrice: 89.90 EUR\nLanding page: https://shop.example.com/p/1');
  });

  it('writes a description; only the title is required and the landing page must be a URL', async () => {
    fake = await startFake('openai', { reply: () => 'A light shoe for rough trails.' });
    const run = (input: unknown) => runAction(openaiProductDescription, { input, auth: { token: fake!.apiKey }, baseUrlOverrides: fake!.baseUrlOverrides });
    await expect(run({ title: 'Running shoe', price: 89.9, model: 'gpt-4.1-nano' })).resolves.toMatchObject({ description: 'A light shoe for rough trails.', usage: { model: 'gpt-4.1-nano-2025-04-14' } });
    expect(fake.chats[0]?.messages[1]?.content).toBe('Title: Running shoe\nPrice: 89.9');
    await expect(run({ brand: 'x' })).rejects.toThrow(/title/);
    await expect(run({ title: 'x', landingPageUrl: 'not a url' })).rejects.toThrow(/landingPageUrl/);
    expect(fake.requests).toHaveLength(1);
  });
});
