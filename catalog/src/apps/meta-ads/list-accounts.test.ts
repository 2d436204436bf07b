import { afterEach, describe, expect, it } from 'vitest';
import { type MetaAdsFake, startMetaAdsFake } from './testing/meta-ads-fake.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runListAccounts } from '@tandem/catalog/runtime';
import { metaAds } from './app.js';

let fake: MetaAdsFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const list = (accessToken: string) =>
  runListAccounts(metaAds, { auth: { refreshToken: 'r', accessToken }, config: {}, baseUrlOverrides: { 'meta-ads': fake!.baseUrl } });

describe('meta-ads account list', () => {
  it("lists the user's ad accounts by their numeric id, before one is chosen", async () => {
    fake = await startMetaAdsFake({ accountId: '555000111' });
    await expect(list(fake.accessToken)).resolves.toEqual([{ id: '555000111', name: 'Fake shop account' }]);
    expect(fake.requests.at(-1)?.path).toBe('/v26.0/me/adaccounts');
    await expect(list('revoked')).rejects.toBeInstanceOf(AuthError);
  });
});
