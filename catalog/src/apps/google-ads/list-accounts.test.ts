import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import { appSettingEnvName, runListAccounts } from '@tandem/catalog/runtime';
import { AuthError } from '@tandem/catalog/sdk';
import { googleAds } from './app.js';

let fake: StartedFake<'google-ads'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const list = (accessToken: string) =>
  runListAccounts(googleAds, {
    auth: { refreshToken: 'r', accessToken },
    config: {},
    env: { [appSettingEnvName('google-ads', 'developerToken')]: fake!.developerToken },
    baseUrlOverrides: { 'google-ads': fake!.url },
  });

describe('google-ads account list', () => {
  it('lists the customers the token reaches directly, before a customer id is set', async () => {
    fake = await startFake('google-ads');
    const accounts = await list(fake.accessToken);
    expect(accounts.map((a) => a.id).sort()).toEqual([fake.customerId, fake.managerId].sort());
    expect(accounts.map((a) => a.id)).not.toContain(fake.secondCustomerId);
    expect(accounts.find((a) => a.id === fake!.customerId)?.name).toMatch(/^\d{3}-\d{3}-\d{4}$/);
    await expect(list('revoked')).rejects.toBeInstanceOf(AuthError);
  });
});
