import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, startFake, type StartedFake } from '../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAction, runAppTest } from '@tandem/catalog/runtime';
import { openai } from './app.js';
import { openaiCustomPrompt } from './actions/prompt-custom.js';
import { parseResetDuration } from './openai-error.js';

let fake: StartedFake<'openai'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const ask = (token: string, config: unknown = {}) =>
  runAction(openaiCustomPrompt, { input: { prompt: 'hi' }, auth: { token }, config, baseUrlOverrides: fake!.baseUrlOverrides });

const rateLimited = (headers: Record<string, string>) =>
  jsonResponse(429, { error: { message: 'Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.', type: 'requests', param: null, code: 'rate_limit_exceeded' } }, headers);

describe('OpenAI chat completions: errors and retries', () => {
  it('maps a wrong key to AuthError without repeating any part of the key', async () => {
    fake = await startFake('openai');
    const error = (await ask('sk-proj-wrongkey000000000000000000000secret').catch((e: unknown) => e)) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe('OpenAI refused the API key (invalid_api_key); enter a valid secret key');
    expect(JSON.stringify(error)).not.toMatch(/sk-proj|wrongkey|\*\*\*/);
  });

  it('retries a rate limit inside the attempt after the wait OpenAI asks for, up to maxRetries', async () => {
    fake = await startFake('openai');
    fake.failNext(rateLimited({ 'retry-after': '0.2' }));
    fake.failNext(rateLimited({ 'x-ratelimit-reset-requests': '150ms', 'x-ratelimit-reset-tokens': '20ms' }));
    const started = Date.now();
    await expect(ask(fake.apiKey)).resolves.toMatchObject({ answer: 'Answer to: hi' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after maxRetries with the wait for the next attempt, and 0 means no retry', async () => {
    fake = await startFake('openai');
    fake.failNext(rateLimited({ 'retry-after': '7' }));
    await expect(ask(fake.apiKey, { maxRetries: 0 })).rejects.toMatchObject({ type: 'ConnectorRetryAfterError', retryAfterMs: 7000 });
    fake.failNext(jsonResponse(500, { error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } }));
    fake.failNext(jsonResponse(503, { error: { message: 'overloaded', type: 'server_error', param: null, code: null } }));
    await expect(ask(fake.apiKey, { maxRetries: 1 })).rejects.toMatchObject({ type: 'ConnectorTransientError', message: 'OpenAI answered 503 Service Unavailable: overloaded' });
    expect(fake.requests).toHaveLength(3);
  });

  it('does not wait for a used-up quota: it is not a rate limit', async () => {
    fake = await startFake('openai');
    fake.failNext(jsonResponse(429, { error: { message: 'You exceeded your current quota, please check your plan and billing details.', type: 'insufficient_quota', param: null, code: 'insufficient_quota' } }));
    await expect(ask(fake.apiKey)).rejects.toMatchObject({ type: 'ConnectorNonRetryableError', message: 'OpenAI answered 429: You exceeded your current quota, please check your plan and billing details.' });
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses maxRetries outside 0–10 in the connection settings', async () => {
    fake = await startFake('openai');
    await expect(ask(fake.apiKey, { maxRetries: 11 })).rejects.toThrow(/settings are invalid/);
    await expect(ask(fake.apiKey, { maxRetries: -1 })).rejects.toThrow(/settings are invalid/);
  });

  it('tests a connection by listing the models: a wrong key fails without spending tokens', async () => {
    fake = await startFake('openai');
    const test = (token: string) => runAppTest(openai, { auth: { token }, config: {}, baseUrlOverrides: fake!.baseUrlOverrides });
    await expect(test(fake.apiKey)).resolves.toBeUndefined();
    await expect(test('sk-proj-0000000000000000000000')).rejects.toBeInstanceOf(AuthError);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models', 'GET /v1/models']);
    expect(fake.chats).toEqual([]);
  });

  it('reads the reset durations of the rate limit headers', () => {
    expect([parseResetDuration('1s'), parseResetDuration('6m0s'), parseResetDuration('20ms'), parseResetDuration('1h2m'), parseResetDuration(undefined)]).toEqual([1000, 360_000, 20, 3_720_000, undefined]);
  });
});
