import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, TEST_PASSWORD, uniqueEmail, type ApiHarness, type TestUser } from '../testing/api-harness.js';
import { NAME_CHARACTERS_MESSAGE } from './schemas/display-name.js';

/** Names with a right-to-left override, other text-direction marks or control characters. */
const tricky = ['Invoice\u202Efdp.exe', 'Shop\u2066 isolate', 'left\u200Emark', 'two\nlines', 'bell\u0007', 'c1\u0085'];

describe('names refuse control and text-direction characters', () => {
  let api: ApiHarness;
  let user: TestUser;
  let flowId: string;
  beforeAll(async () => {
    api = await startApi();
    user = await signUp(api.app, 'Nina Names');
    flowId = (await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name: 'Plain' })).body.flowId;
  });
  afterAll(() => api?.stop());

  const expectRefused = (res: { status: number; body: any }, what: string, path: (string | number)[] = ['body', 'name']) => {
    expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.error.issues, what).toEqual([{ path, message: NAME_CHARACTERS_MESSAGE }]);
  };

  it.each(tricky)('answers 400 with a clear message for the name %j everywhere a name is given, and stores nothing', async (name) => {
    const ws = `/api/workspaces/${user.workspaceId}`;
    const signup = await api.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: uniqueEmail(), password: TEST_PASSWORD, name } });
    expectRefused({ status: signup.statusCode, body: signup.json() }, 'member (sign-up)');
    expectRefused(await user.request('POST', '/api/workspaces', { name }), 'new workspace');
    expectRefused(await user.request('PATCH', ws, { name }), 'workspace rename');
    expectRefused(await user.request('PATCH', ws, { internalName: name }), 'workspace internal name', ['body', 'internalName']);
    expectRefused(await user.request('POST', `${ws}/flows`, { name }), 'new flow');
    expectRefused(await user.request('PATCH', `${ws}/flows/${flowId}`, { name }), 'flow rename');
    expectRefused(await user.request('POST', `${ws}/connections`, { app: 'openai', name, auth: { token: 'sk-test' }, config: {} }), 'connection');
    expectRefused(await user.request('POST', '/api/tokens', { name }), 'API token');
    expect(await api.db.selectFrom('flows').select('id').where('name', '=', name).execute()).toEqual([]);
    expect(await api.db.selectFrom('workspaces').select('id').where('name', '=', name).execute()).toEqual([]);
  });

  it('keeps accepting names in any script, with emoji and joiners', async () => {
    for (const name of ['Café Zürich', 'متجر عربي', 'חנות', '店铺 🛒', 'Family 👨‍👩‍👧']) {
      expect((await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, { name })).status, name).toBe(201);
    }
  });
});
