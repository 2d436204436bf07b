import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness } from '../../testing/api-harness.js';
import { temporalUiAccess } from './temporal-ui-access.js';

describe('who may use the Temporal UI of npm start', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  it('a signed-in user, and once operators are named only they', async () => {
    const user = await signUp(api.app, 'Uma');
    const cookie = `_csrf=x; tandem_session=${user.cookies.tandem_session}; other=1`;
    expect(await temporalUiAccess(api.db, { operatorEmails: [] })(cookie)).toBe(true);
    expect(await temporalUiAccess(api.db, { operatorEmails: [] })(undefined)).toBe(false);
    expect(await temporalUiAccess(api.db, { operatorEmails: [] })('_csrf=abc')).toBe(false);
    expect(await temporalUiAccess(api.db, { operatorEmails: [] })('tandem_session=not-a-session')).toBe(false);
    expect(await temporalUiAccess(api.db, { operatorEmails: ['ops@example.test'] })(cookie)).toBe(false);
    expect(await temporalUiAccess(api.db, { operatorEmails: [user.email.toLowerCase()] })(cookie)).toBe(true);
    // A signed-out session no longer opens it.
    await user.request('POST', '/api/auth/logout');
    expect(await temporalUiAccess(api.db, { operatorEmails: [] })(cookie)).toBe(false);
  });
});
