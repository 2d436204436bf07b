import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAppTest } from '@tandem/catalog/runtime';
import { googleSearchConsole } from './app.js';

let fake: StartedFake<'google-search-console'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const test = (config: unknown, accessToken = fake!.tokens.full) =>
  runAppTest(googleSearchConsole, { auth: { refreshToken: 'r', accessToken }, config, baseUrlOverrides: fake!.baseUrlOverrides });

describe('google-search-console connection test', () => {
  it("lists the properties and finds the connection's", async () => {
    fake = await startFake('google-search-console');
    await expect(test({ property: 'sc-domain:example.com' })).resolves.toBeUndefined();
    await expect(test({})).resolves.toBeUndefined();
    await expect(test({ property: 'https://other.example/' })).rejects.toThrow('The Google account has no verified access to the Search Console property https://other.example/');
    await expect(test({}, 'revoked')).rejects.toBeInstanceOf(AuthError);
  });
});
