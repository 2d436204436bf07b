import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startApi, type ApiHarness, type TestUser } from '../../testing/api-harness.js';
import { startedWorkflow } from '../../../../scripts/test-env/started-workflow.js';

type JsonPayload = { metadata: Record<string, string>; data: string };

const UI_ORIGIN = 'http://temporal-ui.test:8233';
const OPERATOR_TOKEN = 'tandem-operator-test-token';
const json = (p: Payload): JsonPayload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v!).toString('base64')])),
  data: Buffer.from(p.data ?? []).toString('base64'),
});
const base64 = (value: string) => Buffer.from(value).toString('base64');

describe('the codec endpoint decodes only for its workspaces\' members and operators', () => {
  let api: ApiHarness;
  let owner: TestUser;
  let stranger: TestUser;
  let workflowId: string;
  /** The run's input as the raw history holds it: encrypted, bound to the owner's workspace. */
  let input: JsonPayload;

  const tokenOf = async (user: TestUser) => (await user.request('POST', '/api/tokens', { name: 'codec' })).body.token as string;
  const decode = (payloads: JsonPayload[], headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url: '/codec/decode', headers, payload: { payloads } });
  const plain = (res: { json(): { payloads: JsonPayload[] } }) => Buffer.from(res.json().payloads[0]!.data, 'base64').toString();

  beforeAll(async () => {
    api = await startApi();
    Object.assign(api.config, { temporalUiUrl: UI_ORIGIN, operatorToken: OPERATOR_TOKEN });
    [owner, stranger] = await Promise.all([signUp(api.app, 'Owner'), signUp(api.app, 'Stranger')]);
    const ws = `/api/workspaces/${owner.workspaceId}`;
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'pause', type: 'wait', duration: 'PT1H' }] };
    const flow = await owner.request('POST', `${ws}/flows`, { name: 'Secret sauce', definition });
    // No worker serves this namespace's queue here: the run waits, its start event holds the input.
    const run = await owner.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, {});
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    workflowId = (await api.db.selectFrom('runs').select('workflowId').where('id', '=', run.body.runId).executeTakeFirstOrThrow()).workflowId;
    const history = await (await startedWorkflow(api.temporal, workflowId)).fetchHistory();
    const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
    input = json(started!.input!.payloads![0] as Payload);
  });
  afterAll(async () => {
    await api?.temporal.workflow.getHandle(workflowId).terminate('test over').catch(() => undefined);
    await api?.stop();
  });

  it('the raw history holds ciphertext bound to the workspace', () => {
    expect(Buffer.from(input.data, 'base64').toString()).not.toContain('Secret sauce');
    expect(Buffer.from(input.metadata['tandem-workspace']!, 'base64').toString()).toBe(owner.workspaceId);
  });

  it('answers 401 without credentials, even from the Temporal UI\'s origin', async () => {
    expect((await decode([input])).statusCode).toBe(401);
    const fromUi = await decode([input], { origin: UI_ORIGIN });
    expect(fromUi.statusCode).toBe(401);
    expect(fromUi.body).not.toContain('Secret sauce');
  });

  it('answers 403 to a member of another workspace, by token or by session', async () => {
    const byToken = await decode([input], { authorization: `Bearer ${await tokenOf(stranger)}` });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.body).not.toContain('Secret sauce');
    const bySession = await decode([input], { cookie: `tandem_session=${stranger.cookies.tandem_session}`, origin: UI_ORIGIN });
    expect(bySession.statusCode).toBe(403);
  });

  it("answers 403 to the owner's token for another of their workspaces", async () => {
    const other = (await owner.request('POST', '/api/workspaces', { name: 'Other' })).body.workspaceId as string;
    const token = (await owner.request('POST', '/api/tokens', { name: 'other', workspaceId: other })).body.token as string;
    const res = await decode([input], { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Secret sauce');
  });

  it('decodes for the owner (token, or the session cookie the Temporal UI sends along) and for operators', async () => {
    const byToken = await decode([input], { authorization: `Bearer ${await tokenOf(owner)}` });
    expect(byToken.statusCode).toBe(200);
    expect(plain(byToken)).toContain('Secret sauce');
    const bySession = await decode([input], { cookie: `tandem_session=${owner.cookies.tandem_session}`, origin: UI_ORIGIN });
    expect(plain(bySession)).toContain('Secret sauce');
    expect(bySession.headers['access-control-allow-origin']).toBe(UI_ORIGIN);
    expect(bySession.headers['access-control-allow-credentials']).toBe('true');
    const byOperator = await decode([input], { authorization: `Bearer ${OPERATOR_TOKEN}` });
    expect(plain(byOperator)).toContain('Secret sauce');
  });

  it('refuses a payload relabelled with another workspace (the label is authenticated)', async () => {
    const relabelled = { ...input, metadata: { ...input.metadata, 'tandem-workspace': base64(stranger.workspaceId) } };
    const res = await decode([relabelled], { authorization: `Bearer ${await tokenOf(stranger)}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('Secret sauce');
    const unlabelled = { ...input, metadata: Object.fromEntries(Object.entries(input.metadata).filter(([k]) => k !== 'tandem-workspace')) };
    expect((await decode([unlabelled], { authorization: `Bearer ${OPERATOR_TOKEN}` })).statusCode).toBe(400);
  });

  it('leaves payloads bound to no workspace encrypted for users; operators decode them', async () => {
    const [unbound] = await api.temporal.options.loadedDataConverter.payloadCodecs[0]!.encode([defaultPayloadConverter.toPayload({ old: 'history' })]);
    const forUser = await decode([json(unbound!)], { authorization: `Bearer ${await tokenOf(stranger)}` });
    expect(forUser.json().payloads[0]).toEqual(json(unbound!));
    const forOperator = await decode([json(unbound!)], { authorization: `Bearer ${OPERATOR_TOKEN}` });
    expect(plain(forOperator)).toContain('history');
  });

  it('gives CORS only to the Temporal UI\'s origin; encoding is for operators', async () => {
    const elsewhere = await decode([input], { authorization: `Bearer ${await tokenOf(owner)}`, origin: 'https://evil.test' });
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await api.app.inject({ method: 'OPTIONS', url: '/codec/decode', headers: { origin: UI_ORIGIN, 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBe(UI_ORIGIN);
    const encode = (headers: Record<string, string>) => api.app.inject({ method: 'POST', url: '/codec/encode', headers, payload: { payloads: [json(defaultPayloadConverter.toPayload('x'))] } });
    expect((await encode({ authorization: `Bearer ${await tokenOf(owner)}` })).statusCode).toBe(403);
    expect((await encode({ authorization: `Bearer ${OPERATOR_TOKEN}` })).statusCode).toBe(200);
  });
});
