import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { retryPolicyOf, retryTraitsOf } from '../../../retry/index.js';
import { runAction } from '@tandem/catalog/runtime';
import { clickupRequest } from './request-send.js';

let fake: StartedFake<'clickup'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (input: unknown) => runAction(clickupRequest, { input, auth: { refreshToken: fake!.token, accessToken: fake!.token }, baseUrlOverrides: fake!.baseUrlOverrides });

describe('clickup request.send', () => {
  it('calls any /api/ path with query and body pairs', async () => {
    fake = await startFake('clickup');
    expect(await run({ path: '/api/v2/space/790/list', queryParams: [{ key: 'archived', value: 'false' }] })).toEqual({ result: { lists: [expect.objectContaining({ id: '902', name: 'Inbox' })] } });
    const created = (await run({ method: 'post', path: '/api/v2/list/902/task', body: [{ key: 'name', value: 'From a raw call' }] })) as { result: { name: string } };
    expect(created.result.name).toBe('From a raw call');
    expect(fake.requests.map((r) => [r.method, r.path, r.query.toString(), r.body])).toEqual([
      ['GET', '/api/v2/space/790/list', 'archived=false', ''],
      ['POST', '/api/v2/list/902/task', '', '{"name":"From a raw call"}'],
    ]);
  });

  it('needs a path below /api/ and mutates unless it is a GET', async () => {
    fake = await startFake('clickup');
    await expect(run({ path: '/v2/team' })).rejects.toThrow('The path must begin with /api/');
    await expect(run({ path: 'https://evil.example/api/' })).rejects.toThrow('The path must begin with /api/');
    expect(fake.requests).toHaveLength(0);
    expect(clickupRequest.mutatesFor?.({ method: 'get', path: '/api/v2/team', queryParams: [], body: [] })).toBe(false);
    expect(clickupRequest.mutatesFor?.({ method: 'delete', path: '/api/v2/task/1', queryParams: [], body: [] })).toBe(true);
    expect(retryPolicyOf(retryTraitsOf('clickup', 'request.send'), { method: 'post' }).attempts).toBe('once');
    expect(retryPolicyOf(retryTraitsOf('clickup', 'request.send'), { method: 'get' }).attempts).toBe('retry');
  });
});
