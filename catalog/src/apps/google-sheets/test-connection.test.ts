import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAppTest } from '@tandem/catalog/runtime';
import { googleSheets } from './app.js';

let fake: StartedFake<'google-sheets'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('google-sheets connection test', () => {
  it('takes the 404 of a spreadsheet that does not exist as a working grant; a refused token fails', async () => {
    fake = await startFake('google-sheets');
    const test = (accessToken: string) => runAppTest(googleSheets, { auth: { refreshToken: 'r', accessToken }, baseUrlOverrides: fake!.baseUrlOverrides });
    await expect(test(fake.token)).resolves.toBeUndefined();
    expect(fake.requests[0]?.path).toBe('/v4/spreadsheets/tandem-connection-test');
    await expect(test('revoked')).rejects.toBeInstanceOf(AuthError);
  });
});
