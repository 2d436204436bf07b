import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import { AuthError, PermissionError } from '@tandem/catalog/sdk';
import { runAppTest } from '@tandem/catalog/runtime';
import { googleMerchantCenter } from './app.js';

let fake: StartedFake<'google-merchant-center'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const test = (merchantId: string, accessToken = fake!.token) =>
  runAppTest(googleMerchantCenter, { auth: { refreshToken: 'r', accessToken }, config: { merchantId }, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-merchant-center connection test', () => {
  it("reads the connection's account", async () => {
    fake = await startFake('google-merchant-center');
    await expect(test('123456')).resolves.toBeUndefined();
    expect(fake.requests[0]?.path).toBe('/accounts/v1/accounts/123456');
    await expect(test('777')).rejects.toBeInstanceOf(PermissionError);
    await expect(test('123456', 'revoked')).rejects.toBeInstanceOf(AuthError);
  });
});
