import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';

type Schema = { properties?: Record<string, Schema>; $ref?: string; required?: string[] };

/** The workspace's apps, appsModifiedAt and lastMigration, and the member's workspaceMetadata and settings.notifications: written and served. */
describe('the fields of a workspace and of its members', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let member: TestUser;
  const ws = () => `/api/workspaces/${owner.workspaceId}`;

  beforeAll(async () => {
    api = await startApi();
    owner = await signUp(api.app);
    member = await signUp(api.app, 'Mia Member', undefined, { verified: true });
    const invited = await owner.request('POST', `${ws()}/invitations`, { email: member.email });
    const accepted = await member.request('POST', `/api/invitations/${invited.body.invitationId}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
  });
  afterAll(() => api?.stop());

  it('a new workspace serves its last migration, no app settings yet', async () => {
    const { body } = await owner.request('GET', ws());
    expect(body).toMatchObject({ apps: {}, appsModifiedAt: null, lastMigration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{4}-/) });
  });

  it('writes one app’s connection settings, noting when, and refuses a connection of another app or workspace', async () => {
    const chat = await owner.request('POST', `${ws()}/connections`, { app: 'slack', name: 'Chat', auth: null, config: { webhookUrl: 'https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefabcdefabcdef' } });
    expect(chat.status, JSON.stringify(chat.body)).toBe(201);
    const before = Date.now();
    const set = await owner.request('PUT', `${ws()}/apps/slack`, { defaultConnectionId: chat.body.id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.apps).toEqual({ slack: { defaultConnectionId: chat.body.id } });
    expect(Date.parse(set.body.appsModifiedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await owner.request('GET', ws())).body.apps).toEqual({ slack: { defaultConnectionId: chat.body.id } });

    const wrongApp = await owner.request('PUT', `${ws()}/apps/mailgun`, { defaultConnectionId: chat.body.id });
    expect([wrongApp.status, wrongApp.body.error.issues]).toEqual([400, [{ path: ['defaultConnectionId'], message: 'Not a connection of this app in this workspace' }]]);
    expect((await owner.request('PUT', `${ws()}/apps/nope`, { defaultConnectionId: null })).status).toBe(404);
    expect((await owner.request('PUT', `${ws()}/apps/slack`, { colour: 'red' })).status).toBe(400);
    const cleared = await owner.request('PUT', `${ws()}/apps/slack`, { defaultConnectionId: null });
    expect(cleared.body.apps).toEqual({ slack: { defaultConnectionId: null } });
  });

  it('lists each member with their workspace metadata and notification settings; a member writes only their own', async () => {
    const listed = await owner.request('GET', `${ws()}/members`);
    const on = { email: true, inApp: true };
    expect(listed.body.items[1]).toMatchObject({ userId: member.userId, workspaceMetadata: {}, settings: { notifications: { FAILED_FLOW: on, MANUAL_EXECUTION_COMPLETED: { email: false, inApp: true } } } });

    const changed = await member.request('PATCH', `${ws()}/members/${member.userId}`, { workspaceMetadata: { lastFlowId: 'x' }, settings: { notifications: { FAILED_FLOW: { email: false, inApp: true } } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ workspaceMetadata: { lastFlowId: 'x' }, settings: { notifications: { FAILED_FLOW: { email: false, inApp: true } } } });
    const again = (await owner.request('GET', `${ws()}/members`)).body.items;
    expect(again.map((m: { workspaceMetadata: unknown }) => m.workspaceMetadata)).toEqual([{}, { lastFlowId: 'x' }]);
    expect(again[1].settings.notifications.FAILED_FLOW).toEqual({ email: false, inApp: true });
    expect((await member.request('GET', `${ws()}/notification-settings`)).body.FAILED_FLOW).toEqual({ email: false, inApp: true });

    expect((await owner.request('PATCH', `${ws()}/members/${member.userId}`, { workspaceMetadata: {} })).status).toBe(403);
    expect((await member.request('PATCH', `${ws()}/members/${member.userId}`, { workspaceMetadata: { big: 'x'.repeat(20_000) } })).status).toBe(400);
  });

  it('are in the OpenAPI document', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>>; components?: { schemas?: Record<string, Schema> } };
    const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(doc.components!.schemas![schema.$ref.split('/').pop()!]!) : schema);
    const answer = (path: string, method: string) => resolve(doc.paths[path]![method]!.responses['200']!.content['application/json']!.schema);
    expect(Object.keys(answer('/api/workspaces/{ws}', 'get').properties!)).toEqual(expect.arrayContaining(['apps', 'appsModifiedAt', 'lastMigration']));
    expect(doc.paths['/api/workspaces/{ws}/apps/{appId}']?.put).toBeDefined();
    const members = answer('/api/workspaces/{ws}/members', 'get').properties!.items as Schema & { items: Schema };
    const item = resolve(members.items);
    expect(Object.keys(item.properties!)).toEqual(expect.arrayContaining(['workspaceMetadata', 'settings']));
    expect(Object.keys(resolve(item.properties!.settings!).properties!)).toEqual(['notifications']);
    expect(doc.paths['/api/workspaces/{ws}/members/{userId}']?.patch).toBeDefined();
  });
});
