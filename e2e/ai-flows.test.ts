import { lit } from '@tandem/catalog';
import { startFake, type StartedFake } from '@tandem/catalog/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAppsAt } from '../scripts/test-env/point-apps-at.js';
import { signUp, startTestStack, waitForRun, type TestStack, type TestUser } from '../scripts/test-env/test-stack.js';

const MAIL_KEY = 'key-ai-flows-e2e';
const LOW_CTR_FLOW = 'Generate new product titles with AI for products with low CTR';

/** AI steps through Temporal on the fakes, with a connection, under the monthly AI limit. */
describe('AI flows', () => {
  let stack: TestStack;
  let openai: StartedFake<'openai'>;
  let mailgun: StartedFake<'mailgun'>;
  let restoreUrls: () => void = () => {};
  /** o1 answers priced at 15 € per million input and 60 € per million output tokens. */
  let expensive = false;

  beforeAll(async () => {
    openai = await startFake('openai', {
      reply: ({ messages }) => `Trailfox ${messages.at(-1)?.content.split('\n').find((line) => line.startsWith('Title: '))?.slice(7) ?? ''} – light and grippy`,
      usage: (_chat, answer) => (expensive ? { prompt_tokens: 1_000_000, completion_tokens: 1_500_000 } : { prompt_tokens: 120, completion_tokens: Math.ceil(answer.length / 4) }),
    });
    mailgun = await startFake('mailgun', { apiKey: MAIL_KEY });
    restoreUrls = pointAppsAt({ openai: openai.baseUrlOverrides.openai, mailgun: mailgun.url });
    stack = await startTestStack();
  });
  afterAll(async () => {
    restoreUrls();
    await stack?.stop();
    await openai?.close();
    await mailgun?.close();
  });

  async function connect(user: TestUser, app: string, body: Record<string, unknown>) {
    const res = await user.request('POST', `/api/workspaces/${user.workspaceId}/connections`, { app, name: app, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  }

  it(`the library flow "${LOW_CTR_FLOW}" runs end to end`, async () => {
    const user = await signUp(stack.app);
    await connect(user, 'openai', { auth: { token: openai.apiKey }, config: {} });
    await connect(user, 'mailgun', { auth: { token: MAIL_KEY }, config: { domain: 'mg.example.com', sender: 'Feeds <feeds@mg.example.com>' } });
    const library = await user.request('GET', '/api/library/flows?uc=AI');
    const source = library.body.items.find((flow: { name: string }) => flow.name === LOW_CTR_FLOW);
    expect(source, 'the flow is in the library').toBeDefined();
    const copy = await user.request('POST', `/api/workspaces/${user.workspaceId}/library/${source.flowId}/copy`);
    expect(copy.status).toBe(201);
    const products = [
      { id: 'sku-1', title: 'Running shoe', brand: 'Trailfox', clicks: 2, impressions: 800 },
      { id: 'sku-2', title: 'Rain jacket', clicks: 40, impressions: 1000 },
      { id: 'sku-3', title: 'Wool socks', description: 'Merino', clicks: 0, impressions: 150 },
      { id: 'sku-4', title: 'Cap', clicks: 0, impressions: 20 },
    ];
    const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${copy.body.flowId}/runs`, { input: { products } });
    const state = await waitForRun(user, started.body.runId);
    expect(state.status, JSON.stringify(state.error)).toBe('completed');
    // Only sku-1 (0.25 %) and sku-3 (0 %) have a low CTR with at least 100 impressions.
    expect(openai.chats.map((chat) => chat.messages.at(-1)?.content)).toEqual(
      expect.arrayContaining(['Brand: Trailfox\nTitle: Running shoe', 'Title: Wool socks\nCurrent description: Merino']),
    );
    expect(openai.chats).toHaveLength(2);
    expect(mailgun.messages).toEqual([
      expect.objectContaining({
        to: ['feeds@example.com'],
        subject: 'New title suggestions for products with a low CTR',
        text: 'sku-1: Running shoe → Trailfox Running shoe – light and grippy\nsku-3: Wool socks → Trailfox Wool socks – light and grippy',
      }),
    ]);
    const billing = await user.request('GET', `/api/workspaces/${user.workspaceId}/billing`);
    const ai = billing.body.usageByApp.find((row: { app: string }) => row.app === 'openai');
    expect(ai).toMatchObject({ credits: 2, unit: 'microEuros' });
    expect(ai.units).toBeGreaterThan(0);
  });

  it('the monthly AI limit of 100 euros is reached from real token usage and stops the next AI step with LIMIT_REACHED', async () => {
    const user = await signUp(stack.app);
    const connectionId = await connect(user, 'openai', { auth: { token: openai.apiKey }, config: { maxRetries: 0 } });
    const ask = (name: string) => ({ name, type: 'action', app: 'openai', action: 'prompt.custom', connectionId, input: { prompt: lit(`Write ${name}`), model: lit('o1') } });
    const flow = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows`, {
      name: 'Expensive AI',
      definition: { version: 1, trigger: { type: 'manual' }, steps: [ask('first'), ask('second')] },
    });
    const chatsBefore = openai.chats.length;
    expensive = true;
    try {
      const started = await user.request('POST', `/api/workspaces/${user.workspaceId}/flows/${flow.body.flowId}/runs`, {});
      const state = await waitForRun(user, started.body.runId);
      expect(state.status).toBe('failed');
      expect(state.error.message).toContain('Usage limit reached: the AI limit of 100 euros a month (openai)');
    } finally {
      expensive = false;
    }
    // The first answer used 1M input and 1.5M output tokens of o1: 15 € + 90 € = 105 €.
    expect(openai.chats.length - chatsBefore).toBe(1);
    const billing = await user.request('GET', `/api/workspaces/${user.workspaceId}/billing`);
    expect(billing.body.usageByApp).toEqual([expect.objectContaining({ app: 'openai', units: 105_000_000, unit: 'microEuros' })]);
    const { body } = await user.request('GET', `/api/workspaces/${user.workspaceId}/notifications`);
    expect(body.items.filter((n: { event: string }) => n.event === 'LIMIT_REACHED')).toEqual([expect.objectContaining({ title: 'Usage limit of openai reached' })]);
  });
});
