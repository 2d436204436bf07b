import { noMailer, notify } from '@tandem/platform/notifications';
import { sweepRunOutcomes } from '@tandem/platform/run-outcomes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshots, signUpThroughUi, browserSuite } from './browser';
import { allowEgress } from '../../scripts/test-env/allow-egress';
import { startedWorkflow } from '../../scripts/test-env/started-workflow';
import { startWebStack, type WebStack } from './web-stack';

let stack: WebStack;
let browser: Browser;
// Allowed, the closed port keeps the step retrying until the test ends the run (refused, it would fail at once).
const disallow = allowEgress('http://127.0.0.1:9');

beforeAll(async () => {
  [stack, browser] = await Promise.all([startWebStack(), launchBrowser()]);
});
afterAll(async () => {
  disallow();
  await browser?.close();
  await stack?.stop();
});

/** A flow whose only step calls a closed port: the run is ended through Temporal and the watcher raises FAILED_FLOW. */
const failing = {
  version: 1,
  trigger: { type: 'manual' },
  steps: [{ name: 'fetch', type: 'utility', utility: 'httpRequest', input: { method: { type: 'literal', value: 'GET' }, url: { type: 'literal', value: 'http://127.0.0.1:9/' } } }],
};

async function api(page: Page) {
  const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())?.[1] ?? '';
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const post = async (path: string, data: unknown) => (await page.request.post(`${stack.baseUrl}${path}`, { data, headers: { 'x-csrf-token': csrf } })).json();
  return { ws, post };
}

describe('notifications in the browser', browserSuite, () => {
  it('a failed flow shows up in the bell and the list; seen, resolved, period filter, settings', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    const shot = screenshots(page, 'notifications');
    await signUpThroughUi(page, stack.baseUrl);
    const { ws, post } = await api(page);

    // Cause FAILED_FLOW: run the failing flow, end it, and let the run watcher sweep.
    const flow = await post(`/api/workspaces/${ws}/flows`, { name: 'Always fails', definition: failing });
    const { runId } = await post(`/api/workspaces/${ws}/flows/${flow.flowId}/runs`, {});
    await (await startedWorkflow(stack.temporal, `run_${runId}`)).terminate('the shop was down');
    await expect
      .poll(
        async () => {
          await sweepRunOutcomes({ db: stack.db, temporal: stack.temporal, mailer: noMailer });
          return (await stack.db.selectFrom('notifications').select('event').where('workspaceId', '=', ws).execute()).map((n) => n.event);
        },
        { timeout: 20_000 },
      )
      .toContain('FAILED_FLOW');
    // An unresolvable one, and one from ten days ago (in Last 2 Weeks, not in Last Week).
    await notify(stack.db, noMailer, { workspaceId: ws, event: 'CREDIT_LIMIT_ESTIMATED_TO_BE_REACHED', title: 'Credits running low', content: 'At this pace the limit is reached on the 28th.', unresolvable: true });
    const old = await notify(stack.db, noMailer, { workspaceId: ws, event: 'BROKEN_CONNECTION', title: 'Mailgun connection broken', content: 'The token was rejected.' });
    await stack.db.updateTable('notifications').set({ createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000) }).where('notificationId', '=', old!.notificationId).execute();

    // The bell counts them and links to the full list.
    await page.reload();
    await expect.poll(() => page.locator('.bell-count').textContent()).toBe('3');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await shot('bell');
    await page.getByRole('link', { name: 'Show all' }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    expect(await page.getByLabel('Period').inputValue()).toBe('lastMonth');
    const items = page.getByTestId('notification');
    await expect.poll(() => items.count()).toBe(3);
    await shot('list');

    const failed = items.filter({ hasText: 'Flow "Always fails" failed' });
    expect(await failed.textContent()).toContain('the shop was down');
    expect(await failed.getByRole('link', { name: 'Open the run' }).getAttribute('href')).toBe(`/app/w/${ws}/runs/${runId}`);
    expect(await failed.getAttribute('data-state')).toBe('unseen');
    await failed.getByRole('button', { name: 'Mark seen' }).click();
    await expect.poll(() => failed.getAttribute('data-state')).toBe('seen');
    await failed.getByRole('button', { name: 'Resolve' }).click();
    await expect.poll(() => failed.getAttribute('data-state')).toBe('resolved');
    expect(await failed.getByRole('button', { name: 'Resolve' }).count()).toBe(0);

    // The unresolvable one has no Resolve.
    const low = items.filter({ hasText: 'Credits running low' });
    expect(await low.getByRole('button', { name: 'Resolve' }).count()).toBe(0);
    expect(await low.textContent()).toContain('Cannot be resolved');
    await shot('seen-and-resolved');

    // The period filter.
    // Unresolved Only: neither the resolved one nor the unresolvable one.
    await page.getByLabel('Period').selectOption('unresolved');
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain('Mailgun connection broken');
    await page.getByLabel('Period').selectOption('lastWeek');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.filter({ hasText: 'Mailgun connection broken' }).count()).toBe(0);
    await page.getByLabel('Period').selectOption('last2Weeks');
    await expect.poll(() => items.count()).toBe(3);
    await shot('period');

    // Settings per event: manual execution completed is in-app only; turning an event off in the app hides it.
    const settings = page.getByTestId('notification-settings');
    expect(await settings.getByLabel('Manual execution completed: Email').isDisabled()).toBe(true);
    await settings.getByLabel('Broken connection: In app').uncheck();
    await expect.poll(() => items.count()).toBe(3); // the list is not reloaded by itself
    await page.reload();
    await page.getByLabel('Period').selectOption('last2Weeks');
    await expect.poll(() => items.count()).toBe(2);
    expect(await page.getByTestId('notification-settings').getByLabel('Broken connection: In app').isChecked()).toBe(false);
    await shot('settings');
  });

  it('names a default error flow on the notifications page, kept after a reload, then cleared', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    const shot = screenshots(page, 'notifications-error-flow');
    await signUpThroughUi(page, stack.baseUrl);
    const { ws, post } = await api(page);
    const alert = await post(`/api/workspaces/${ws}/flows`, { name: 'Tell the team', definition: { version: 1, trigger: { type: 'manual' }, steps: [] } });
    await post(`/api/workspaces/${ws}/flows`, { name: 'Order sync', definition: failing });
    await page.goto(`${page.url()}/notifications`);
    const card = page.getByTestId('error-flow');
    const select = card.getByLabel('Error flow');
    await expect.poll(() => select.locator('option').allTextContents()).toEqual(expect.arrayContaining(['No default error flow', 'Tell the team', 'Order sync']));
    expect(await select.inputValue()).toBe('');
    await select.selectOption({ label: 'Tell the team' });
    const workspace = async () => (await page.request.get(`${stack.baseUrl}/api/workspaces/${ws}`)).json() as Promise<{ errorFlowId: string | null }>;
    await expect.poll(async () => (await workspace()).errorFlowId).toBe(alert.flowId);
    await page.reload();
    await expect.poll(() => page.getByTestId('error-flow').getByLabel('Error flow').inputValue()).toBe(alert.flowId);
    await shot('chosen');
    await page.getByTestId('error-flow').getByLabel('Error flow').selectOption('');
    await expect.poll(async () => (await workspace()).errorFlowId).toBeNull();
  });

  it('speaks German on the notifications page', async () => {
    const page = await (await browser.newContext()).newPage();
    await signUpThroughUi(page, stack.baseUrl);
    await page.goto(`${page.url()}/notifications?locale=de`);
    await page.getByRole('heading', { name: 'Benachrichtigungen' }).waitFor();
    const labels = await page.getByLabel('Zeitraum').locator('option').allTextContents();
    expect(labels).toEqual(['Nur unerledigte', 'Letzte Woche', 'Letzte 2 Wochen', 'Letzter Monat']);
  });
});
