import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import { AuthError, PermissionError } from '@tandem/catalog/sdk';
import { runAppTest } from '@tandem/catalog/runtime';
import { googleAnalytics } from './app.js';

let fake: StartedFake<'google-analytics'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const test = (config: unknown, accessToken = fake!.token) => runAppTest(googleAnalytics, { auth: { refreshToken: 'r', accessToken }, config, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-analytics connection test', () => {
  it("reads the connection's property, or an account", async () => {
    fake = await startFake('google-analytics');
    await expect(test({ propertyId: '1000' })).resolves.toBeUndefined();
    await expect(test({})).resolves.toBeUndefined();
    expect(fake.requests.map((r) => `${r.path}?${r.query.toString()}`)).toEqual(['/v1beta/properties/1000?', '/v1beta/accounts?pageSize=1']);
  });

  it('tells a refused grant (the connection fails) from a property without access (it keeps working)', async () => {
    fake = await startFake('google-analytics');
    await expect(test({}, 'revoked')).rejects.toBeInstanceOf(AuthError);
    await expect(test({ propertyId: '999' })).rejects.toBeInstanceOf(PermissionError);
  });
});
