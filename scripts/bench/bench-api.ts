import { lit, op, ref } from '@tandem/catalog';
import { workspaceBilling } from '@tandem/platform/billing';
import type { Db } from '@tandem/platform/db';
import { ulid } from 'ulid';

/** A bench's customer: Tandem's HTTP API, an API token and the workspace it reaches. */
export type BenchApi = { base: string; token: string; workspaceId: string };

/** Calls the API with the token; a status of 300 or more throws with the answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benches read a few fields of several answers
export async function callApi(api: BenchApi, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The bench's plan: paid, a million credits a month and no credit limit, set as an operator sets it. */
export const BENCH_PLAN = { plan: 'powerful', includedCredits: 1_000_000 } as const;

/**
 * Puts the workspace's billing user on the bench's plan. The benches measure the credit check every
 * action makes, not its limit: a freemium workspace stops at 1,000 credits a month, less than a whole
 * `npm run bench` spends.
 */
async function giveBenchPlan(db: Db, workspaceId: string): Promise<void> {
  const { billingUserId } = await db.selectFrom('workspaces').select('billingUserId').where('id', '=', workspaceId).executeTakeFirstOrThrow();
  if (!billingUserId) throw new Error('the bench workspace has no billing user');
  const values = { payingVia: 'manual' as const, stripeData: JSON.stringify(BENCH_PLAN), userCreditLimit: null };
  await db
    .insertInto('billingInfo')
    .values({ userId: billingUserId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  const billing = await workspaceBilling(db, workspaceId);
  if (billing.plan !== BENCH_PLAN.plan || billing.creditLimit !== null) throw new Error(`the bench plan did not apply: ${JSON.stringify(billing)}`);
}

/** A user with a workspace on the bench's plan and an API token, signed up through the API like any customer. */
export async function signUpBenchUser(base: string, db: Db): Promise<BenchApi> {
  const email = `bench-${ulid().toLowerCase()}@example.test`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a bench of quiet numbers', name: 'Bench' }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const cookies = Object.fromEntries(signup.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]));
  const { workspace } = (await signup.json()) as { workspace: { workspaceId: string } };
  const created = await fetch(`${base}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': cookies.csrf_token ?? '' },
    body: JSON.stringify({ name: 'bench', workspaceId: workspace.workspaceId }),
  });
  if (created.status !== 201) throw new Error(`token: ${created.status} ${await created.text()}`);
  await giveBenchPlan(db, workspace.workspaceId);
  return { base, token: ((await created.json()) as { token: string }).token, workspaceId: workspace.workspaceId };
}

/** Saves a flow through the API and answers it with its latest version, which must be valid. */
export async function createBenchFlow(api: BenchApi, name: string, trigger: unknown, steps: unknown[], inputSchema?: unknown): Promise<{ flowId: string; versionId: string }> {
  const definition = { version: 1, trigger, steps, ...(inputSchema ? { inputSchema } : {}) };
  const flow = await callApi(api, 'POST', `/api/workspaces/${api.workspaceId}/flows`, { name, definition });
  const versions = await callApi(api, 'GET', `/api/workspaces/${api.workspaceId}/flows/${flow.flowId}/versions`);
  const latest = (versions.items ?? versions)[0];
  if (!latest.valid) throw new Error(`bench flow ${name} is invalid: ${JSON.stringify(latest.issues)}`);
  return { flowId: flow.flowId, versionId: latest.versionId };
}

/** Two pure steps (`transform`, `filter`) over the trigger's `items`: a run that costs the engine, never an app. */
export const pureSteps = [
  { name: 'doubled', type: 'utility', utility: 'transform', input: { list: ref('trigger', 'items'), mapping: op('multiply', ref('item'), lit(2)) } },
  { name: 'large', type: 'utility', utility: 'filter', input: { list: ref('doubled'), condition: op('gt', ref('item'), lit(2)) } },
];

/** The manual input of a pure flow: ten numbers. */
export const pureItems = Array.from({ length: 10 }, (_, i) => i);
export const pureInputSchema = { type: 'object', properties: { items: { type: 'array', items: { type: 'number' } } }, required: ['items'] };
