import { slack } from '@tandem/catalog/apps';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';
import { keepSecretConfig, maskSecretConfig, openSecretConfig, sealSecretConfig } from './secret-config.js';

const hook = 'https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx';
const box = createSecretBox('k1:a-test-key-of-enough-length-for-the-test');

describe('credential fields of a connection config (declared with secret() in the app\'s config schema)', () => {
  it('are stored sealed, bound to their connection, and open again', () => {
    const sealed = sealSecretConfig(box, slack, 'C1', { webhookUrl: hook, iconUrl: 'https://x.test/i.png' }) as Record<string, unknown>;
    expect(JSON.stringify(sealed)).not.toContain('abcdefghijklmnop');
    expect(sealed.iconUrl).toBe('https://x.test/i.png');
    expect(openSecretConfig(box, slack, 'C1', sealed)).toEqual({ webhookUrl: hook, iconUrl: 'https://x.test/i.png' });
    expect(() => openSecretConfig(box, slack, 'C2', sealed)).toThrow(/altered or belongs elsewhere/);
  });

  it('are masked in answers but for their last 4 characters, sealed or (before sealing) in clear', () => {
    const sealed = sealSecretConfig(box, slack, 'C1', { webhookUrl: hook });
    expect(maskSecretConfig(slack, sealed)).toEqual({ webhookUrl: '••••••••uvwx' });
    expect(maskSecretConfig(slack, { webhookUrl: hook, iconUrl: 'https://x.test/i.png' })).toEqual({ webhookUrl: '••••••••uvwx', iconUrl: 'https://x.test/i.png' });
    expect(maskSecretConfig(undefined, { webhookUrl: hook })).toEqual({ webhookUrl: hook });
  });

  it('keep their stored value when the masked form is sent back, and change when a new value is sent', () => {
    const stored = { webhookUrl: hook, iconUrl: 'a' };
    expect(keepSecretConfig(slack, { webhookUrl: '••••••••uvwx', iconUrl: 'b' }, stored)).toEqual({ webhookUrl: hook, iconUrl: 'b' });
    expect(keepSecretConfig(slack, { webhookUrl: 'https://hooks.slack.com/services/T1/B2/new' }, stored)).toEqual({ webhookUrl: 'https://hooks.slack.com/services/T1/B2/new' });
  });
});
