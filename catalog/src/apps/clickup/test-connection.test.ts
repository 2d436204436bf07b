import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import { AuthError } from '@tandem/catalog/sdk';
import { runAppTest } from '@tandem/catalog/runtime';
import { clickup } from './app.js';

let fake: StartedFake<'clickup'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const test = (config: unknown, token = fake!.token) => runAppTest(clickup, { auth: { refreshToken: token, accessToken: token }, config, baseUrlOverrides: fake!.baseUrlOverrides });

describe('clickup connection test', () => {
  it("reads the authorized workspaces and checks the connection's", async () => {
    fake = await startFake('clickup');
    await expect(test({ workspaceId: '9001' })).resolves.toBeUndefined();
    await expect(test({})).resolves.toBeUndefined();
    await expect(test({ workspaceId: '1' })).rejects.toThrow('The ClickUp connection may not use workspace 1; authorize it in ClickUp');
    await expect(test({}, 'revoked')).rejects.toBeInstanceOf(AuthError);
    expect(fake.requests.map((r) => r.path)).toEqual(Array(4).fill('/api/v2/team'));
  });
});
