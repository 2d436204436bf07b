import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccountChoice, resolveAccountId } from '../account-choice.js';
import { actionJsonSchemas } from '../action-json-schemas.js';
import { defineAction, needsIdempotencyKey } from '../define-action.js';
import { defineApp } from '../define-app.js';
import { AuthError, NonRetryableError } from '../errors/index.js';
import { checkbox, formHintOf, textArea } from '../form-hints.js';
import { runAction } from './run-action.js';

const demo = defineApp({
  id: 'demo',
  name: 'Demo',
  shortName: 'Demo',
  description: 'A test app',
  service: 'Demo API',
  authentication: 'token',
  configurable: true,
  capabilities: ['actions'],
  premium: false,
  eCommerceRelevant: false,
  tutorial: {},
  baseUrl: 'https://api.demo.example',
  config: z.object({ account: z.string().min(1) }),
});

const echo = defineAction({
  app: demo,
  id: 'things.create',
  displayName: 'Create thing',
  description: 'Echoes what it was given',
  categories: [],
  mutates: true,
  idempotent: (input) => `thing:${input.name}`,
  input: z.object({ name: z.string(), notify: checkbox(z.boolean().default(false)), note: textArea(z.string().optional(), { minRows: 3 }) }),
  output: z.object({ name: z.string(), token: z.string(), account: z.string(), key: z.string().optional() }),
  async run({ input, auth, config, idempotencyKey }) {
    return { name: input.name, token: auth.token, account: config.account, key: idempotencyKey };
  },
});

describe('runAction', () => {
  it('parses input, auth and config, and derives the idempotency key', async () => {
    const output = await runAction(echo, { input: { name: 'a' }, auth: { token: 't' }, config: { account: 'x' }, idempotencyKey: 'wf:step' });
    expect(output).toEqual({ name: 'a', token: 't', account: 'x', key: 'thing:a' });
    expect(needsIdempotencyKey(echo)).toBe(false);
  });

  it('throws typed errors for bad input, missing credentials and invalid config', async () => {
    await expect(runAction(echo, { input: {}, auth: { token: 't' }, config: { account: 'x' } })).rejects.toThrow(/^Invalid input, zod validation failed/);
    await expect(runAction(echo, { input: { name: 'a' }, auth: null, config: { account: 'x' } })).rejects.toBeInstanceOf(AuthError);
    await expect(runAction(echo, { input: { name: 'a' }, auth: { token: 't' }, config: {} })).rejects.toBeInstanceOf(NonRetryableError);
  });

  it('rejects malformed ids', () => {
    expect(() => defineApp({ ...demo, id: 'Bad App' })).toThrow(/kebab-case/);
    expect(() => defineAction({ ...echo, id: 'things/create' })).toThrow(/messages.send/);
  });
});

describe('form hints and account choice', () => {
  it('carries hints into JSON Schema; text areas have at least 5 rows', () => {
    const { input } = actionJsonSchemas(echo) as unknown as { input: { properties: Record<string, Record<string, unknown>> } };
    expect(input.properties.notify?.['x-tandem-component']).toEqual({ kind: 'checkbox' });
    expect(input.properties.note?.['x-tandem-component']).toEqual({ kind: 'textArea', minRows: 5 });
    expect(formHintOf(echo.input.shape.notify)).toEqual({ kind: 'checkbox' });
  });

  it('chooses the workspace account or a custom one', () => {
    expect(resolveAccountId(AccountChoice.parse({ mode: 'Use Workspace Settings' }), '1')).toBe('1');
    expect(resolveAccountId(AccountChoice.parse({ mode: 'Use a custom account', accountId: '2' }), '1')).toBe('2');
    expect(AccountChoice.safeParse({ mode: 'Use a custom account' }).success).toBe(false);
  });
});
