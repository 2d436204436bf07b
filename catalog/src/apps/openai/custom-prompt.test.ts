import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import { NonRetryableError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { openaiCustomPrompt } from './actions/prompt-custom.js';
import { openaiCustomPromptJson } from './actions/prompt-custom-json.js';

let fake: StartedFake<'openai'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (action: typeof openaiCustomPrompt | typeof openaiCustomPromptJson, input: unknown, config: unknown = {}) =>
  runAction(action, { input, auth: { token: fake!.apiKey }, config, baseUrlOverrides: fake!.baseUrlOverrides });

describe('openai prompt.custom', () => {
  it('sends the system and user messages with the default model and gives the answer with its token usage', async () => {
    fake = await startFake('openai', { reply: () => 'Free shipping from 50 euros.', usage: () => ({ prompt_tokens: 42, completion_tokens: 7 }) });
    const output = await run(openaiCustomPrompt, { prompt: 'Write a shipping note', language: 'English' }, { organization: 'org-shop' });
    expect(output).toEqual({
      answer: 'Free shipping from 50 euros.',
      usage: { model: 'gpt-4o-mini-2024-07-18', prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 },
    });
    const [request] = fake.requests;
    expect([request?.method, request?.path, request?.headers.authorization]).toEqual(['POST', '/v1/chat/completions', `Bearer ${fake.apiKey}`]);
    expect(fake.chats).toEqual([
      {
        model: 'gpt-4o-mini',
        json: false,
        organization: 'org-shop',
        messages: [
          { role: 'system', content: 'You are a helpful assistant for e-commerce and marketing teams. Write the answer in English.' },
          { role: 'user', content: 'Write a shipping note' },
        ],
      },
    ]);
  });

  it('runs the retired gpt-4 names on gpt-4o and refuses models outside the list', async () => {
    fake = await startFake('openai');
    await run(openaiCustomPrompt, { prompt: 'a', model: 'gpt-4', systemPrompt: 'Be brief.' });
    await run(openaiCustomPrompt, { prompt: 'b', model: 'gpt-4-1106-preview' });
    await run(openaiCustomPrompt, { prompt: 'c', model: 'o3' });
    expect(fake.chats.map((c) => c.model)).toEqual(['gpt-4o', 'gpt-4o', 'o3']);
    expect(fake.chats[0]?.messages[0]).toEqual({ role: 'system', content: 'Be brief.' });
    await expect(run(openaiCustomPrompt, { prompt: 'd', model: 'gpt-5-ultra' })).rejects.toBeInstanceOf(NonRetryableError);
    await expect(run(openaiCustomPrompt, { prompt: '' })).rejects.toThrow(/prompt/);
    expect(fake.requests).toHaveLength(3);
  });
});

describe('openai prompt.customJson', () => {
  it('asks for a JSON object and gives it parsed', async () => {
    fake = await startFake('openai', { reply: () => '{"title":"Trail shoe","bullets":["light","grippy"]}' });
    const output = await run(openaiCustomPromptJson, { prompt: 'Give a title and two bullets', language: 'de' });
    expect(output).toMatchObject({ answer: { title: 'Trail shoe', bullets: ['light', 'grippy'] }, usage: { model: 'gpt-4o-mini-2024-07-18' } });
    expect(fake.chats[0]?.json).toBe(true);
    expect(fake.chats[0]?.messages[0]?.content).toContain('Answer with one JSON object and nothing else. Write the answer in de.');
  });

  it('treats an answer that is not a JSON object as worth another attempt', async () => {
    fake = await startFake('openai', { reply: () => '["not", "an object"]' });
    await expect(run(openaiCustomPromptJson, { prompt: 'x' })).rejects.toMatchObject({
      type: 'ConnectorTransientError',
      message: 'OpenAI answered with text that is not a JSON object',
    });
  });
});
