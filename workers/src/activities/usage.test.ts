import { ApplicationFailure } from '@temporalio/activity';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMonth, recordUsage, reserveAndRecord, unrecordUsage, usedInMonth } from '@tandem/platform/billing';
import { connectDatabase, type Db } from '@tandem/platform/db';
import { inject } from 'vitest';
import type { NotificationEvent } from '@tandem/platform/notifications';
import { signUp, startApi, type ApiHarness } from '@tandem/services/testing';
import type { ActionActivityInput } from '@tandem/temporal';
import { createUsageMeter, type UsageMeter } from './usage.js';
import { OPENAI_FIXED_ESTIMATE_MICRO_EUROS } from './usage-limits.js';

describe('the usage meter: credits, default usage limits and their notifications', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  const call = (workspaceId: string, app: string, action: string, input: Record<string, unknown> = {}): ActionActivityInput => ({
    workspaceId,
    runId: ulid(),
    app,
    action,
    input,
    stepPath: '/steps/0',
    idempotencyKey: 'wf:/steps/0',
  });
  const notifications = (workspaceId: string, event: NotificationEvent) =>
    api.db.selectFrom('notifications').selectAll().where('workspaceId', '=', workspaceId).where('event', '=', event).execute();
  /** An action the meter admits, which then succeeds with `output`. */
  const run = async (meter: UsageMeter, input: ActionActivityInput, output: unknown) => (await meter.beforeAction(input)).afterAction(output);
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ApplicationFailure);

  it('refuses every action once the credit limit is used up, and raises CREDIT_LIMIT_REACHED once', async () => {
    const { workspaceId } = await signUp(api.app);
    await api.db.updateTable('workspaces').set({ creditLimit: 2 }).where('id', '=', workspaceId).execute();
    const meter = createUsageMeter(api.db);
    const slack = call(workspaceId, 'slack', 'messages.send');
    for (let i = 0; i < 2; i++) await run(meter, slack, {});
    for (let i = 0; i < 2; i++) {
      const error = await refusal(meter.beforeAction(slack));
      expect(error).toBeInstanceOf(ApplicationFailure);
      expect(error).toMatchObject({ type: 'CreditLimitReached', nonRetryable: true });
      expect(error?.message).toBe(`Credit limit reached: this workspace has used 2 of its 2 credits for ${billingMonth(new Date()).key}`);
    }
    const raised = await notifications(workspaceId, 'CREDIT_LIMIT_REACHED');
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ title: 'Credit limit reached', action: { link: `/w/${workspaceId}/settings` } });
  });

  it('reserves credits before each action: 50 concurrent actions at a limit of 40 credits spend exactly 40', async () => {
    const { workspaceId } = await signUp(api.app);
    await api.db.updateTable('workspaces').set({ creditLimit: 40 }).where('id', '=', workspaceId).execute();
    const meter = createUsageMeter(api.db);
    const slack = call(workspaceId, 'slack', 'messages.send');
    // Every check runs before any action is recorded, as when 50 steps start at once.
    const admissions = await Promise.allSettled(Array.from({ length: 50 }, () => meter.beforeAction(slack)));
    const admitted = admissions.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    expect(admitted).toHaveLength(40);
    await Promise.all(admitted.map((a) => a.afterAction({})));
    const month = billingMonth(new Date());
    expect(await usedInMonth(api.db, workspaceId, month)).toEqual({ credits: 40, units: 0 });
    expect(await api.db.selectFrom('usageRecords').select('id').where('workspaceId', '=', workspaceId).execute()).toHaveLength(40);
    // The ten refused left nothing behind: no record, no credit in the app's counter.
    expect(await usedInMonth(api.db, workspaceId, month, 'slack')).toEqual({ credits: 40, units: 0 });
    await expect(refusal(meter.beforeAction(slack))).resolves.toMatchObject({ type: 'CreditLimitReached' });
  });

  it('gives the credits of a failed action back, so they count for the next one', async () => {
    const { workspaceId } = await signUp(api.app);
    await api.db.updateTable('workspaces').set({ creditLimit: 1 }).where('id', '=', workspaceId).execute();
    const meter = createUsageMeter(api.db);
    const slack = call(workspaceId, 'slack', 'messages.send');
    const failing = await meter.beforeAction(slack);
    // Held while the action is under way.
    await expect(refusal(meter.beforeAction(slack))).resolves.toMatchObject({ type: 'CreditLimitReached' });
    await failing.release();
    expect(await usedInMonth(api.db, workspaceId, billingMonth(new Date()))).toEqual({ credits: 0, units: 0 });
    // Recorded as it was admitted (slack has no usage limit), and taken back whole.
    expect(await usedInMonth(api.db, workspaceId, billingMonth(new Date()), 'slack')).toEqual({ credits: 0, units: 0 });
    expect(await api.db.selectFrom('usageRecords').select('id').where('workspaceId', '=', workspaceId).execute()).toEqual([]);
    await run(meter, slack, {});
    expect(await usedInMonth(api.db, workspaceId, billingMonth(new Date()))).toEqual({ credits: 1, units: 0 });
  });

  it('records the credits of the catalogue entry (default 1) with the run and app', async () => {
    const { workspaceId } = await signUp(api.app);
    const meter = createUsageMeter(api.db);
    const slack = call(workspaceId, 'slack', 'messages.send');
    await run(meter, slack, {});
    await run(meter, call(workspaceId, 'http', 'utility.httpRequest'), {});
    const rows = await api.db.selectFrom('usageRecords').selectAll().where('workspaceId', '=', workspaceId).orderBy('id').execute();
    expect(rows.map((r) => [r.runId, r.app, r.action, r.credits, r.units, r.unit])).toEqual([
      [slack.runId, 'slack', 'messages.send', 1, 0, null],
      [expect.any(String), 'http', 'utility.httpRequest', 1, 0, null],
    ]);
  });

  it('enforces 100 mails a month for mailgun, counting recipients, and raises LIMIT_REACHED once', async () => {
    const { workspaceId } = await signUp(api.app);
    const meter = createUsageMeter(api.db);
    await recordUsage(api.db, { workspaceId, runId: ulid(), app: 'mailgun', action: 'messages.send', credits: 1, units: 98, unit: 'mails' });
    const twoMails = call(workspaceId, 'mailgun', 'messages.send', { to: ['a@example.com', 'b@example.com'] });
    await run(meter, twoMails, { id: '<1@mg>', message: 'Queued. Thank you.' });
    const oneMore = call(workspaceId, 'mailgun', 'utility.notification', { channel: 'mailgun', to: 'c@example.com', message: 'x' });
    for (let i = 0; i < 2; i++) {
      const error = await refusal(meter.beforeAction(oneMore));
      expect(error).toMatchObject({ type: 'UsageLimitReached', nonRetryable: true });
      expect(error?.message).toContain('the transactional mail limit of 100 mails a month (mailgun)');
    }
    const raised = await notifications(workspaceId, 'LIMIT_REACHED');
    expect(raised.map((n) => n.title)).toEqual(['Usage limit of mailgun reached']);
    await expect(meter.beforeAction(call(workspaceId, 'slack', 'messages.send'))).resolves.toMatchObject({ afterAction: expect.any(Function) });
  });

  it('prices OpenAI calls from the model and tokens in the output, else at a fixed estimate, and stops at 100 euros', async () => {
    const { workspaceId } = await signUp(api.app);
    const meter = createUsageMeter(api.db);
    await run(meter, call(workspaceId, 'openai', 'prompt.custom'), { usage: { model: 'gpt-4o-2024-08-06', prompt_tokens: 1_000_000, completion_tokens: 500_000 } });
    await run(meter, call(workspaceId, 'openai', 'prompt.custom'), { usage: { model: 'gpt-4o-mini-2024-07-18', prompt_tokens: 2_000, completion_tokens: 1_000 } });
    await run(meter, call(workspaceId, 'openai', 'responses.create'), { usage: { input_tokens: 2_000, output_tokens: 1_000 } });
    await run(meter, call(workspaceId, 'openai', 'prompt.custom'), { text: 'no usage block' });
    const spent = await api.db.selectFrom('usageRecords').select(['units', 'unit']).where('workspaceId', '=', workspaceId).orderBy('id').execute();
    // gpt-4o: 1M input at €2.50 + 0.5M output at €10 = €7.50; gpt-4o-mini: 2k × €0.15 + 1k × €0.60 per million = €0.0009;
    // an unknown model is priced like the dearest one (€15 / €60).
    expect(spent).toEqual([
      { units: 7_500_000, unit: 'microEuros' },
      { units: 900, unit: 'microEuros' },
      { units: 90_000, unit: 'microEuros' },
      { units: OPENAI_FIXED_ESTIMATE_MICRO_EUROS, unit: 'microEuros' },
    ]);
    await recordUsage(api.db, { workspaceId, runId: ulid(), app: 'openai', action: 'prompt.custom', credits: 1, units: 100_000_000 - 7_600_900, unit: 'microEuros' });
    await expect(refusal(meter.beforeAction(call(workspaceId, 'openai', 'prompt.custom')))).resolves.toMatchObject({ type: 'UsageLimitReached' });
    expect(await notifications(workspaceId, 'LIMIT_REACHED')).toHaveLength(1);
  });

  it("warns once when the month's pace will reach the credit limit", async () => {
    const { workspaceId } = await signUp(api.app);
    const month = billingMonth(new Date());
    const tenthDay = new Date(month.start.getTime() + 9.5 * 24 * 3600 * 1000);
    const meter = createUsageMeter(api.db, { now: () => tenthDay });
    const slack = call(workspaceId, 'slack', 'messages.send');
    // Freemium: 1000 credits. 200 credits by day 9.5 projects about 600: no warning.
    await recordUsage(api.db, { workspaceId, runId: ulid(), app: 'slack', action: 'messages.send', credits: 199, createdAt: tenthDay });
    await run(meter, slack, {});
    expect(await notifications(workspaceId, 'CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED')).toHaveLength(0);
    // 400 credits by day 9.5 projects more than 1000.
    await recordUsage(api.db, { workspaceId, runId: ulid(), app: 'slack', action: 'messages.send', credits: 199, createdAt: tenthDay });
    await run(meter, slack, {});
    await run(meter, slack, {});
    const raised = await notifications(workspaceId, 'CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED');
    expect(raised).toHaveLength(1);
    expect(raised[0]?.content).toContain('(400 credits so far)');
  });

  it('admits an action in one database round trip and records it in one more', async () => {
    const { workspaceId } = await signUp(api.app);
    let queries = 0;
    const counted = api.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        queries++;
        return result;
      },
    });
    const meter = createUsageMeter(counted);
    const admitted = await meter.beforeAction(call(workspaceId, 'mailgun', 'messages.send', { to: 'a@example.com' }));
    expect(queries).toBe(1);
    await admitted.afterAction({});
    expect(queries).toBe(2);
    const [counter] = await api.db.selectFrom('usageMonths').select(['credits', 'units']).where('workspaceId', '=', workspaceId).where('app', '=', 'mailgun').execute();
    expect([Number(counter?.credits), Number(counter?.units)]).toEqual([1, 1]);
  });

  it("commits an app's recorded action without waiting for the disk, and only that statement", async () => {
    const { workspaceId } = await signUp(api.app);
    // One connection, so the statements below share the session the meter's statement ran in.
    const one = connectDatabase(inject('databaseUrl'), 1);
    try {
      const setting = async (db: Db) => (await db.selectNoFrom((eb) => eb.fn<string>('current_setting', [eb.val('synchronous_commit')]).as('value')).executeTakeFirstOrThrow()).value;
      expect(await setting(one)).toBe('on');
      const usage = { workspaceId, runId: ulid(), app: 'http', action: 'request.send', credits: 1, createdAt: new Date() };
      const month = billingMonth(usage.createdAt);
      // Inside a transaction the statement's setting shows before the commit…
      await one.transaction().execute(async (tx) => {
        await reserveAndRecord(tx, usage, month);
        expect(await setting(tx)).toBe('off');
      });
      // …and ends with it: the connection's next transactions commit durably again.
      expect(await setting(one)).toBe('on');
      const { recordId } = await reserveAndRecord(one, { ...usage, runId: ulid() }, month);
      expect(await setting(one)).toBe('on');
      await unrecordUsage(one, usage, month, recordId);
      expect(await usedInMonth(one, workspaceId, month, 'http')).toEqual({ credits: 1, units: 0 });
    } finally {
      await one.destroy();
    }
  });
});
