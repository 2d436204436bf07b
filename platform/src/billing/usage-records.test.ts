import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../db/index.js';
import { inject } from 'vitest';
import { billingMonth } from './billing-month.js';
import { recordUsage, usageByApp, usedInMonth } from './usage-records.js';

describe("the month's usage counters", () => {
  let db: Db;
  beforeAll(() => {
    db = connectDatabase(inject('databaseUrl'), 5);
  });
  afterAll(() => db?.destroy());

  const november = new Date('2026-11-20T10:00:00Z');
  const december = new Date('2026-12-01T00:00:00Z');

  it('count every recorded action per app and for all apps, per calendar month, also when recorded at once', async () => {
    const workspaceId = ulid();
    const record = (app: string, credits: number, createdAt: Date, units = 0) => recordUsage(db, { workspaceId, runId: 'r', app, action: 'a', credits, units, createdAt });
    await Promise.all(Array.from({ length: 20 }, () => record('http', 1, november)));
    const last = await record('openai', 5, november, 1200);
    await record('openai', 7, december, 300);
    expect(last.credits).toBe(25);
    expect(await usedInMonth(db, workspaceId, billingMonth(november))).toEqual({ credits: 25, units: 1200 });
    expect(await usedInMonth(db, workspaceId, billingMonth(november), 'openai')).toEqual({ credits: 5, units: 1200 });
    expect(await usedInMonth(db, workspaceId, billingMonth(december), 'openai')).toEqual({ credits: 7, units: 300 });
    expect(await usedInMonth(db, workspaceId, billingMonth(december), 'http')).toEqual({ credits: 0, units: 0 });
    // The counters agree with the records they summarise.
    const byApp = await usageByApp(db, workspaceId, billingMonth(november));
    expect(byApp.map((a) => [a.app, a.credits])).toEqual([['http', 20], ['openai', 5]]);
  });
});
