import { afterEach, describe, expect, it } from 'vitest';
import { type OpenAiFake, startOpenAiFake } from './openai-fake.js';

let fake: OpenAiFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('OpenAI fake', () => {
  it('refuses what the real API refuses, with its error bodies', async () => {
    fake = await startOpenAiFake();
    const chat = async (body: unknown, key = fake!.apiKey) => {
      const r = await fetch(`${fake!.baseUrl}/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return [r.status, ((await r.json()) as { error?: { code: string | null; message: string } }).error] as const;
    };
    const user = [{ role: 'user', content: 'hi' }];
    expect(await chat({ model: 'gpt-4o', messages: user }, 'sk-proj-abcdefghijklmnop')).toEqual([401, expect.objectContaining({ code: 'invalid_api_key', message: expect.stringContaining('sk-proj-************mnop') })]);
    expect(await chat({ model: 'gpt-9', messages: user })).toEqual([404, expect.objectContaining({ code: 'model_not_found' })]);
    expect(await chat({ model: 'gpt-4o', messages: [] })).toEqual([400, expect.objectContaining({ message: "[] is too short - 'messages'" })]);
    expect(await chat({ model: 'gpt-4o', messages: user, response_format: { type: 'json_object' } })).toEqual([400, expect.objectContaining({ message: expect.stringContaining("must contain the word 'json'") })]);
    expect(await chat({ model: 'o3', messages: user, temperature: 0.7 })).toEqual([400, expect.objectContaining({ code: 'unsupported_value' })]);
    expect(await chat({ model: 'gpt-4o', messages: user })).toEqual([200, undefined]);
    const models = await fetch(`${fake.baseUrl}/models`, { headers: { authorization: `Bearer ${fake.apiKey}` } });
    expect(((await models.json()) as { data: Array<{ id: string }> }).data.map((m) => m.id)).toContain('gpt-4o-mini');
    expect(fake.chats).toHaveLength(1);
  });

  it("refuses a body that drifts from OpenAI's OpenAPI: an unknown argument, a wrong enum, a wrong type", async () => {
    fake = await startOpenAiFake();
    const chat = async (body: unknown) => {
      const r = await fetch(`${fake!.baseUrl}/chat/completions`, { method: 'POST', headers: { authorization: `Bearer ${fake!.apiKey}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return [r.status, ((await r.json()) as { error?: unknown }).error] as const;
    };
    const messages = [{ role: 'user', content: 'Answer in JSON' }];
    expect(await chat({ model: 'gpt-4o', messages, json: true })).toEqual([400, { message: 'Unrecognized request argument supplied: json', type: 'invalid_request_error', param: null, code: null }]);
    expect(await chat({ model: 'gpt-4o', messages, response_format: { type: 'json' } })).toEqual([
      400,
      { message: "Invalid value: 'json'. Supported values are: 'text', 'json_schema', and 'json_object'.", type: 'invalid_request_error', param: 'response_format.type', code: 'invalid_value' },
    ]);
    expect(await chat({ model: 'gpt-4o', messages, max_completion_tokens: '200' })).toEqual([400, expect.objectContaining({ param: 'max_completion_tokens', code: 'invalid_type' })]);
    expect(await chat({ model: 'gpt-4o', messages, response_format: { type: 'json_object' } })).toEqual([200, undefined]);
    expect(fake.chats).toHaveLength(1);
  });
});
