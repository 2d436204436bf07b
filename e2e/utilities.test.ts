import { lit, op, ref, utilityIds } from '@tandem/catalog';
import { jsonResponse, startFake, startFakeServer, type FakeServer, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack } from '../scripts/test-env/test-stack.js';

const MAIL_KEY = 'key-utilities-e2e';
const utility = (name: string, id: string, input: Record<string, unknown>) => ({ name, type: 'utility', utility: id, input });

/** Every utility of the flow language in one real run: the language in the workflow, I/O through the workers' dispatch. */
describe('every utility of the flow language in a real run', () => {
  let stack: TestStack;
  let slack: StartedFake<'slack'>;
  let mailgun: StartedFake<'mailgun'>;
  let shop: FakeServer;
  let restoreUrls: () => void = () => {};

  beforeAll(async () => {
    slack = await startFake('slack');
    mailgun = await startFake('mailgun', { apiKey: MAIL_KEY });
    shop = await startFakeServer((request) => jsonResponse(201, { received: JSON.parse(request.body || 'null') }));
    restoreUrls = pointAppsAt({ slack: slack.url, mailgun: mailgun.url });
    stack = await startTestStack();
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await Promise.all([slack?.close(), mailgun?.close(), shop?.close()]);
  });

  it('runs filter to download, the deprecated ones included, and serves the download', async () => {
    const user = await signUp(stack.app);
    const ws = `/api/workspaces/${user.workspaceId}`;
    const chat = await user.request('POST', `${ws}/connections`, { app: 'slack', name: 'Chat', auth: null, config: { webhookUrl: slack.webhookUrl } });
    const mail = await user.request('POST', `${ws}/connections`, { app: 'mailgun', name: 'Mail', auth: { token: MAIL_KEY }, config: { domain: 'mg.example.com', sender: 'Shop <a@mg.example.com>' } });
    const rows = [{ sku: 'a', price: 30 }, { sku: 'b', price: 10 }, { sku: 'c, "quoted"', price: 20 }];
    const steps = [
      utility('cheap', 'filter', { list: ref('trigger', 'rows'), condition: op('lt', ref('item', 'price'), lit(25)) }),
      utility('skus', 'transform', { list: ref('trigger', 'rows'), mapping: ref('item', 'sku') }),
      utility('first_b', 'find', { list: ref('trigger', 'rows'), condition: op('eq', ref('item', 'sku'), lit('b')) }),
      utility('by_price', 'sort', { list: ref('trigger', 'rows'), by: lit(['price']) }),
      utility('groups', 'group', { list: ref('trigger', 'rows'), by: op('gt', ref('item', 'price'), lit(15)) }),
      utility('top', 'limit', { list: ref('by_price'), count: lit(1) }),
      utility('pairs', 'join', { left: ref('cheap'), right: ref('trigger', 'rows'), leftKey: ref('item', 'sku'), rightKey: ref('item', 'sku') }),
      utility('note', 'comment', { text: lit('every utility') }),
      utility('limit_v2', 'variable', { name: lit('limit'), valueType: lit('number'), value: lit('2') }),
      utility('limit_v1', 'variableV1', { name: lit('old'), value: ref('vars', 'limit') }),
      utility('chat', 'notification', { channel: lit('slack'), connectionId: lit(chat.body.id), message: lit('Prices checked') }),
      utility('chat_v1', 'notificationV1', { channel: lit('mailgun'), connectionId: lit(mail.body.id), to: lit('ops@example.com'), subject: lit('Old'), message: lit('Still works') }),
      utility('call', 'httpRequest', { method: lit('POST'), url: lit(`${shop.url}/prices`), body: ref('top') }),
      utility('report', 'download', { name: lit('Prices'), file: lit('prices.csv'), data: ref('trigger', 'rows'), format: lit('csv'), downloadLimit: lit(1) }),
    ];
    expect(new Set(steps.map((s) => s.utility))).toEqual(new Set(utilityIds));

    const flow = await user.request('POST', `${ws}/flows`, { name: 'Every utility', definition: { version: 1, trigger: { type: 'manual' }, steps } });
    expect(flow.body.latestVersionId, JSON.stringify(flow.body)).toBeTruthy();
    const started = await user.request('POST', `${ws}/flows/${flow.body.flowId}/runs`, { input: { rows } });
    const state = await waitForRun(user, started.body.runId);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    const output = Object.fromEntries(state.steps.map((s: { name: string; output: unknown }) => [s.name, s.output]));
    expect(output).toMatchObject({
      cheap: [rows[1], rows[2]],
      skus: ['a', 'b', 'c, "quoted"'],
      first_b: rows[1],
      by_price: [rows[1], rows[2], rows[0]],
      groups: [{ key: true, items: [rows[0], rows[2]] }, { key: false, items: [rows[1]] }],
      top: [rows[1]],
      pairs: [{ left: rows[1], right: rows[1] }, { left: rows[2], right: rows[2] }],
      note: null,
      limit_v2: 2,
      limit_v1: 2,
      chat: { sent: true },
      chat_v1: { sent: true },
      call: { statusCode: 201, body: { received: [rows[1]] } },
      report: { expiresAt: null },
    });
    expect(slack.messages.map((m) => m.text)).toEqual(['Prices checked']);
    expect(mailgun.messages.map((m) => [m.to, m.subject, m.text])).toEqual([[['ops@example.com'], 'Old', 'Still works']]);

    const link = new URL(output.report.url);
    expect(link.pathname).toMatch(/^\/api\/downloads\/[\w-]{20,}$/);
    const file = await stack.app.inject({ method: 'GET', url: link.pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('filename="prices.csv"');
    expect(file.body).toBe('sku,price\r\na,30\r\nb,10\r\n"c, ""quoted""",20\r\n');
    const again = await stack.app.inject({ method: 'GET', url: link.pathname });
    expect([again.statusCode, again.json().error.message]).toEqual([410, 'This download link has expired or reached its download limit']);
    expect((await stack.app.inject({ method: 'GET', url: '/api/downloads/nope' })).statusCode).toBe(404);
  });
});
