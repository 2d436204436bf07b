import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config.js';
import { createSecretBox } from '../../connections/secret-box.js';
import { signUp, startApi, type ApiHarness } from '@tandem/services/testing';
import { up } from './2026-11-23T0800-seal-config-secrets.js';

describe('migration 0800: credential fields of connection configs are sealed', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  it('seals a Slack webhook URL stored in clear, once, so that the secret box opens it', async () => {
    const hook = 'https://hooks.slack.com/services/T0MIG0000/B0MIG0000/clearWebhookToken1234';
    const { db } = api;
    const id = ulid();
    const { workspaceId } = await signUp(api.app);
    await db
      .insertInto('connections')
      .values({ id, workspaceId, app: 'slack', name: 'Old', configurationStatus: 'valid', configIssues: '[]', config: JSON.stringify({ webhookUrl: hook, username: 'bot' }), authSealed: null, userInfo: null, failureReason: null, deletedAt: null })
      .execute();
    await up(db);
    await up(db);
    const { config } = await db.selectFrom('connections').select('config').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(config)).not.toContain('clearWebhookToken');
    const sealed = config as { webhookUrl: { $sealed: string; last4: string }; username: string };
    expect(sealed.username).toBe('bot');
    expect(sealed.webhookUrl.last4).toBe('1234');
    expect(createSecretBox(configFromEnv().connectionSecretKey).open(sealed.webhookUrl.$sealed, `${id}:config.webhookUrl`)).toBe(hook);
  });
});
