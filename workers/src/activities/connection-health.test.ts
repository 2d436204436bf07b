import { describe, expect, it } from 'vitest';
import { AuthError, NonRetryableError, PermissionError } from '@tandem/catalog/sdk';
import type { ActionActivityInput } from '@tandem/temporal';
import { type ConnectionHealth, reportConnectionHealth } from './connection-health.js';

/** Records what the activity tells the connection's health. */
function recordingHealth() {
  const calls: string[] = [];
  const health: ConnectionHealth = {
    failed: async (query, reason) => void calls.push(`failed ${query.connectionId}: ${reason}`),
    worked: async (query) => void calls.push(`worked ${query.connectionId}`),
  };
  return { calls, health };
}

const input = { workspaceId: 'ws_1', app: 'google-ads', action: 'campaigns.report', connectionId: 'conn_1' } as ActionActivityInput;
const used = { lookedUp: true, connection: { id: 'conn_1', auth: {}, config: {}, testedStatus: 'failing' } };

describe('what a step says about its connection', () => {
  it('only refused credentials break it; a permission on one resource or a bad request leave it as it is', async () => {
    const { calls, health } = recordingHealth();
    await reportConnectionHealth(health, input, used, new PermissionError("google-ads answered 403: User doesn't have permission to access customer."));
    await reportConnectionHealth(health, input, used, new NonRetryableError('google-ads answered 400: bad query'));
    expect(calls).toEqual([]);
    await reportConnectionHealth(health, input, used, new AuthError('google-ads answered 401: invalid credentials'));
    await reportConnectionHealth(health, input, used);
    expect(calls).toEqual(['failed conn_1: google-ads answered 401: invalid credentials', 'worked conn_1']);
  });

  it('leaves a connection that was working when the step opened it as it is: nothing to mend', async () => {
    const { calls, health } = recordingHealth();
    await reportConnectionHealth(health, input, { lookedUp: true, connection: { ...used.connection, testedStatus: 'working' } });
    await reportConnectionHealth(health, input, { lookedUp: true, connection: { ...used.connection, testedStatus: 'unknown' } });
    expect(calls).toEqual(['worked conn_1']);
  });

  it("breaks the step's connection when opening it failed (a refused token refresh), though the step never got it", async () => {
    const { calls, health } = recordingHealth();
    await reportConnectionHealth(health, input, { lookedUp: true }, new AuthError('google-ads refused the refresh token'));
    await reportConnectionHealth(health, input, { lookedUp: true });
    expect(calls).toEqual(['failed conn_1: google-ads refused the refresh token']);
  });

  it('tells nothing when the step looked up no connection (the generic HTTP action, the HTTP utility)', async () => {
    const { calls, health } = recordingHealth();
    const http = { workspaceId: 'ws_1', app: 'http', action: 'utility.httpRequest' } as ActionActivityInput;
    await reportConnectionHealth(health, http, { lookedUp: false });
    await reportConnectionHealth(health, http, { lookedUp: false }, new AuthError('http answered 401'));
    expect(calls).toEqual([]);
  });
});
