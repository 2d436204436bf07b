import { afterEach, beforeEach } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import type { AnyAction } from '@tandem/catalog/sdk';
import { appSettingEnvName, runAction } from '@tandem/catalog/runtime';

const DEVELOPER_TOKEN_ENV = appSettingEnvName('google-ads', 'developerToken');

/**
 * For tests of Google Ads actions: starts the fake before each test (options from `options()`), sets
 * the operator's developer token, and runs actions with the fake's access token and a config.
 */
export function useGoogleAdsFake(options: () => Parameters<typeof startFake<'google-ads'>>[1] = () => ({})) {
  const state: { fake?: StartedFake<'google-ads'> } = {};
  let previous: string | undefined;
  beforeEach(async () => {
    state.fake = await startFake('google-ads', options());
    previous = process.env[DEVELOPER_TOKEN_ENV];
    process.env[DEVELOPER_TOKEN_ENV] = state.fake.developerToken;
  });
  afterEach(async () => {
    if (previous === undefined) delete process.env[DEVELOPER_TOKEN_ENV];
    else process.env[DEVELOPER_TOKEN_ENV] = previous;
    await state.fake?.close();
  });
  const fake = (): StartedFake<'google-ads'> => state.fake!;
  const run = (action: AnyAction, input: unknown, config: unknown = { customerId: fake().customerId }) =>
    runAction(action, { input, auth: { refreshToken: 'r', accessToken: fake().accessToken }, config, baseUrlOverrides: { [action.app.id]: fake().url } });
  return { fake, run };
}
