import type { ApplicationFailure } from '@temporalio/activity';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMonth, usedInMonth } from '@tandem/platform/billing';
import type { Db } from '@tandem/platform/db';
import { signUp, startApi, type ApiHarness } from '@tandem/services/testing';
import type { ActionActivityInput } from '@tandem/temporal';
import { LEASE_TERMS } from './credit-lease-pool.js';
import { createUsageMeter, type UsageMeter } from './usage.js';

describe('credit leases: actions admitted from memory, the limit held across processes', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.stop());

  const http = (workspaceId: string): ActionActivityInput => ({
    workspaceId,
    runId: ulid(),
    app: 'http',
    action: 'utility.httpRequest',
    input: {},
    stepPath: '/steps/0',
    idempotencyKey: 'wf:/steps/0',
  });
  const month = () => billingMonth(new Date());
  /** The month's counter of all apps as stored: used credits and those the leases reserved. */
  const counted = async (workspaceId: string) =>
    Number((await api.db.selectFrom('usageMonths').select('credits').where('workspaceId', '=', workspaceId).where('month', '=', month().key).where('app', '=', '*').executeTakeFirst())?.credits ?? 0);
  const leases = (workspaceId: string) => api.db.selectFrom('creditLeases').select(['credits', 'used']).where('workspaceId', '=', workspaceId).orderBy('id').execute();
  const records = async (workspaceId: string) => (await api.db.selectFrom('usageRecords').select('id').where('workspaceId', '=', workspaceId).execute()).length;
  const run = async (meter: UsageMeter, input: ActionActivityInput) => (await meter.beforeAction(input)).afterAction({});
  const outcome = (promise: Promise<unknown>) => promise.then(() => 'admitted' as const, (error: unknown) => ((error as ApplicationFailure).type === 'CreditLimitReached' ? ('refused' as const) : Promise.reject(error)));

  /** The platform database through a gate: while it is held, no statement's answer comes back. */
  function gated() {
    let gate: Promise<void> | undefined;
    let open = () => {};
    const db: Db = api.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        if (gate) await gate;
        return result;
      },
    });
    return {
      db,
      hold: () => {
        gate = new Promise<void>((resolve) => (open = resolve));
      },
      open: () => {
        gate = undefined;
        open();
      },
    };
  }
  /** Whether `promise` has settled by the time the event loop is idle once (a gated statement cannot answer meanwhile). */
  const settledNow = async (promise: Promise<unknown>) => {
    let settled = false;
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setImmediate(resolve));
    return settled;
  };

  it('admits an action from its lease without waiting for the database, and records it meanwhile', async () => {
    const { workspaceId } = await signUp(api.app);
    const { db, hold, open } = gated();
    const meter = createUsageMeter(db);
    await run(meter, http(workspaceId));
    hold();
    const admitted = meter.beforeAction(http(workspaceId));
    expect(await settledNow(admitted)).toBe(true);
    // Its record is under way: the action's end waits for it.
    const over = (await admitted).afterAction({});
    expect(await settledNow(over)).toBe(false);
    open();
    await over;
    expect(await records(workspaceId)).toBe(2);
    // The exact check, for comparison, waits for its statement before the action may go.
    const exact = createUsageMeter(db, { leases: false });
    hold();
    const checked = exact.beforeAction(http(workspaceId));
    expect(await settledNow(checked)).toBe(false);
    open();
    await (await checked).afterAction({});
    await meter.returnLeases();
    expect(await usedInMonth(api.db, workspaceId, month())).toEqual({ credits: 3, units: 0 });
  });

  it('counts only what was used: the overview leaves the unused part of a lease out, and returning it gives it back', async () => {
    const { workspaceId } = await signUp(api.app);
    const meter = createUsageMeter(api.db);
    for (let i = 0; i < 3; i++) await run(meter, http(workspaceId));
    expect(await leases(workspaceId)).toEqual([{ credits: LEASE_TERMS.most, used: 3 }]);
    expect(await counted(workspaceId)).toBe(LEASE_TERMS.most);
    expect(await usedInMonth(api.db, workspaceId, month())).toEqual({ credits: 3, units: 0 });
    expect(await usedInMonth(api.db, workspaceId, month(), 'http')).toEqual({ credits: 3, units: 0 });
    await meter.returnLeases();
    expect(await leases(workspaceId)).toEqual([]);
    expect(await counted(workspaceId)).toBe(3);
  });

  it('gives the credits of a failed action back to its lease, which admits the next one', async () => {
    const { workspaceId } = await signUp(api.app);
    const meter = createUsageMeter(api.db);
    await (await meter.beforeAction(http(workspaceId))).release();
    expect(await records(workspaceId)).toBe(0);
    expect(await leases(workspaceId)).toEqual([{ credits: LEASE_TERMS.most, used: 0 }]);
    for (let i = 0; i < LEASE_TERMS.most; i++) await run(meter, http(workspaceId));
    // All 25 fit in the one lease: the failure took nothing from it.
    expect(await leases(workspaceId)).toEqual([{ credits: LEASE_TERMS.most, used: LEASE_TERMS.most }]);
    await meter.returnLeases();
    expect(await usedInMonth(api.db, workspaceId, month())).toEqual({ credits: LEASE_TERMS.most, units: 0 });
  });

  it('returns the lease of a process that died with it once expired, as the next lease is taken', async () => {
    const { workspaceId } = await signUp(api.app);
    const died = createUsageMeter(api.db);
    for (let i = 0; i < 2; i++) await run(died, http(workspaceId));
    // Its holder is gone: it expired longer ago than the grace.
    await api.db
      .updateTable('creditLeases')
      .set({ expiresAt: new Date(Date.now() - LEASE_TERMS.ttlMs - LEASE_TERMS.graceMs - 1000) })
      .where('workspaceId', '=', workspaceId)
      .execute();
    const alive = createUsageMeter(api.db);
    await run(alive, http(workspaceId));
    expect(await leases(workspaceId)).toEqual([{ credits: LEASE_TERMS.most, used: 1 }]);
    expect(await counted(workspaceId)).toBe(2 + LEASE_TERMS.most);
    expect(await usedInMonth(api.db, workspaceId, month())).toEqual({ credits: 3, units: 0 });
    await alive.returnLeases();
  });

  it('keeps two processes together within the limit, and what their leases held unused is spent after', async () => {
    const { workspaceId } = await signUp(api.app);
    await api.db.updateTable('workspaces').set({ creditLimit: 100 }).where('id', '=', workspaceId).execute();
    const processes = [createUsageMeter(api.db), createUsageMeter(api.db)];
    // 70 actions at once in each process, each admitted one finishing at once.
    const outcomes = await Promise.all(processes.flatMap((meter) => Array.from({ length: 70 }, () => outcome(run(meter, http(workspaceId))))));
    const admitted = outcomes.filter((o) => o === 'admitted').length;
    expect(admitted).toBeLessThanOrEqual(100);
    expect(await records(workspaceId)).toBe(admitted);
    await Promise.all(processes.map((meter) => meter.returnLeases()));
    expect(await counted(workspaceId)).toBe(admitted);
    // Whatever the leases held came back: one at a time, the actions fill the limit exactly.
    const meter = createUsageMeter(api.db);
    for (let i = admitted; i < 100; i++) await run(meter, http(workspaceId));
    await expect(outcome(run(meter, http(workspaceId)))).resolves.toBe('refused');
    expect(await usedInMonth(api.db, workspaceId, month())).toEqual({ credits: 100, units: 0 });
    await meter.returnLeases();
  });

  it('leaves a month with less than a lease left to the exact check', async () => {
    const { workspaceId } = await signUp(api.app);
    await api.db.updateTable('workspaces').set({ creditLimit: LEASE_TERMS.share - 1 }).where('id', '=', workspaceId).execute();
    const meter = createUsageMeter(api.db);
    for (let i = 0; i < LEASE_TERMS.share - 1; i++) await run(meter, http(workspaceId));
    expect(await leases(workspaceId)).toEqual([]);
    await expect(outcome(run(meter, http(workspaceId)))).resolves.toBe('refused');
  });
});
