import { describe, expect, it } from 'vitest';
import { keepSecretConfig, maskSecretConfig } from './secret-config.js';

const slack = { secretConfigFields: ['webhookUrl'] as const };
const hook = 'https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx';

describe('credential fields of a connection config', () => {
  it('are masked in answers but for their last 4 characters', () => {
    expect(maskSecretConfig(slack, { webhookUrl: hook, iconUrl: 'https://x.test/i.png' })).toEqual({ webhookUrl: '••••••••uvwx', iconUrl: 'https://x.test/i.png' });
    expect(maskSecretConfig({}, { webhookUrl: hook })).toEqual({ webhookUrl: hook });
  });

  it('keep their stored value when the masked form is sent back, and change when a new value is sent', () => {
    const stored = { webhookUrl: hook, iconUrl: 'a' };
    expect(keepSecretConfig(slack, { webhookUrl: '••••••••uvwx', iconUrl: 'b' }, stored)).toEqual({ webhookUrl: hook, iconUrl: 'b' });
    expect(keepSecretConfig(slack, { webhookUrl: 'https://hooks.slack.com/services/T1/B2/new' }, stored)).toEqual({ webhookUrl: 'https://hooks.slack.com/services/T1/B2/new' });
  });
});
