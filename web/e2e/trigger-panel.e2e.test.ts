import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createFlowThroughUi, signUpThroughUi, browserSuite } from './browser';
import { useWebStack } from './use-web-stack';

/** Issue 29, points 1 and 2: the trigger panel builds every trigger; unsaved work is never lost. */
// The webhook URL the panel shows is called as is: the stack's public URL is its own address.
const { stack, browser } = useWebStack({ publicUrlIsListenAddress: true });
const note = { name: 'note', type: 'utility', utility: 'comment', input: { text: { type: 'literal', value: 'hello' } } };
/** `UPDATE_DOC_IMAGES=1` writes the panels' pictures of docs/editor.md. */
const docImages = fileURLToPath(new URL('../../docs/images/', import.meta.url));
const docShot = async (target: Locator, name: string) => {
  if (process.env.UPDATE_DOC_IMAGES) await target.screenshot({ path: `${docImages}${name}.png` });
};

type Request = (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => Promise<any>;

async function signedIn(): Promise<{ page: Page; ws: string; request: Request }> {
  const page = await (await browser().newContext({ viewport: { width: 1500, height: 1100 }, timezoneId: 'Europe/Berlin' })).newPage();
  await signUpThroughUi(page, stack().baseUrl);
  const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())![1]!;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const request: Request = async (method, path, data) => {
    const response = await page.request.fetch(`${stack().baseUrl}/api/workspaces/${ws}${path}`, { method, data, headers: { 'x-csrf-token': csrf } });
    return response.json();
  };
  return { page, ws, request };
}

const flowIdOf = (page: Page) => /\/flows\/([0-9A-Z]{26})/.exec(page.url())![1]!;

/** Saves a version through the toolbar and answers its definition as the API has it. */
async function saveAndRead(page: Page, request: Request): Promise<any> {
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByRole('dialog', { name: 'Save version' }).getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('dirty').filter({ hasText: 'All changes saved' }).waitFor();
  const flow = await request('GET', `/flows/${flowIdOf(page)}`);
  return (await request('GET', `/flows/${flow.flowId}/versions/${flow.latestVersionId}`)).definition;
}

/** The next fire times the panel shows, once the server answered. */
async function fireTimes(panel: Locator): Promise<string[]> {
  await panel.locator('[data-testid="fire-times"][data-ready="true"]').waitFor();
  return panel.getByTestId('fire-times').locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-time') ?? ''));
}

const triggerNode = (page: Page) => page.locator('.react-flow__node-trigger');

/** A manual flow with one step, made through the API and opened on the canvas with its trigger panel. */
async function openedFlow(name: string): Promise<{ page: Page; ws: string; request: Request; flow: { flowId: string }; panel: Locator; editorUrl: string }> {
  const { page, ws, request } = await signedIn();
  const flow = await request('POST', '/flows', { name, definition: { version: 1, trigger: { type: 'manual' }, steps: [note] } });
  const editorUrl = `${stack().baseUrl}/app/w/${ws}/flows/${flow.flowId}`;
  await page.goto(editorUrl);
  await triggerNode(page).click();
  const panel = page.getByTestId('trigger-panel');
  await panel.waitFor();
  return { page, ws, request, flow, panel, editorUrl };
}

describe('the trigger panel', browserSuite, () => {
  it('"New flow" asks for a name and a description, and opens the flow with its trigger panel', async () => {
    const { page, request } = await signedIn();
    await page.getByRole('button', { name: 'New flow' }).click();
    const dialog = page.getByRole('dialog', { name: 'New flow' });
    expect(await dialog.getByRole('button', { name: 'Create flow' }).isDisabled()).toBe(true);
    await docShot(dialog, 'editor-new-flow');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await createFlowThroughUi(page, 'Nightly report', 'Sends the report every night');
    const panel = page.getByTestId('trigger-panel');
    await panel.waitFor();
    expect(await panel.getByLabel('What starts the flow').inputValue()).toBe('manual');
    await docShot(panel, 'editor-trigger-manual-empty');
    expect(await request('GET', `/flows/${flowIdOf(page)}`)).toMatchObject({ name: 'Nightly report', description: 'Sends the report every night' });
  });

  it('builds every kind of schedule on the canvas, with fire times from the server and messages beside the fields', async () => {
    const { page, request, panel } = await openedFlow('Nightly report');
    await panel.getByLabel('What starts the flow').selectOption('schedule');

    // Once a day: Mondays at 06:00 UTC.
    await panel.getByLabel('Hour of day (UTC · your time)').selectOption('6');
    await panel.getByRole('checkbox', { name: 'Mon' }).check();
    await triggerNode(page).getByText('Mon at 06:00 UTC').waitFor();
    let times = await fireTimes(panel);
    expect(times).toHaveLength(5);
    for (const time of times) {
      expect(time).toMatch(/T06:00:00\.000Z$/);
      expect(new Date(time).getUTCDay()).toBe(1);
    }
    expect(await panel.getByTestId('fire-times').textContent()).toContain('UTC');
    await docShot(panel, 'editor-trigger-schedule');
    expect((await saveAndRead(page, request)).trigger).toEqual({ type: 'schedule', schedule: { kind: 'daily', hour: 6, weekdays: ['monday'] } });

    // Every X hours: 0 is refused with the catalogue's message beside the field.
    await panel.getByLabel('Schedule', { exact: true }).selectOption('hourly');
    await panel.getByLabel('Every how many hours').fill('0');
    await panel.getByText('The hourly interval must be a whole number of at least 1').waitFor();
    await panel.getByLabel('Every how many hours').fill('6');
    await triggerNode(page).getByText('Every 6 hours').waitFor();
    expect((await saveAndRead(page, request)).trigger.schedule).toEqual({ kind: 'hourly', everyHours: 6 });

    // Weekly, every 2 weeks on Wednesdays.
    await panel.getByLabel('Schedule', { exact: true }).selectOption('weekly');
    await panel.getByLabel('Weeks between runs').selectOption('2');
    await panel.getByLabel('Hour of day (UTC · your time)').selectOption('6');
    await panel.getByRole('checkbox', { name: 'Mon' }).uncheck();
    await panel.getByRole('checkbox', { name: 'Wed' }).check();
    times = await fireTimes(panel);
    expect(times.map((t) => new Date(t).getUTCDay())).toEqual([3, 3, 3, 3, 3]);
    expect(new Date(times[1]!).getTime() - new Date(times[0]!).getTime()).toBe(14 * 86_400_000);
    expect((await saveAndRead(page, request)).trigger.schedule).toEqual({ kind: 'weekly', weeksBetweenRuns: 2, weekdays: ['wednesday'], hour: 6 });

    // Monthly on day 31 (32 is refused).
    await panel.getByLabel('Schedule', { exact: true }).selectOption('monthly');
    await panel.getByLabel('Day of month').fill('32');
    await panel.getByText('Day of month must be between 1 and 31').waitFor();
    await panel.getByLabel('Day of month').fill('31');
    await triggerNode(page).getByText('Monthly on day 31 at 06:00 UTC').waitFor();
    expect((await saveAndRead(page, request)).trigger.schedule).toEqual({ kind: 'monthly', dayOfMonth: 31, hour: 6 });

    // Specific dates: at most one.
    await panel.getByLabel('Schedule', { exact: true }).selectOption('dates');
    await panel.getByRole('button', { name: 'Add a date' }).click();
    await panel.getByLabel('Date 1').fill('2030-12-24T09:30');
    await panel.getByRole('button', { name: 'Add a date' }).click();
    await panel.getByText('At most 1 date can be selected').waitFor();
    await panel.getByRole('button', { name: 'Delete' }).nth(1).click();
    expect(await fireTimes(panel)).toEqual(['2030-12-24T09:30:00.000Z']);
    expect((await saveAndRead(page, request)).trigger.schedule).toEqual({ kind: 'dates', dates: ['2030-12-24T09:30:00Z'] });

    // Cron, the advanced form, and the catch-up policy.
    await panel.getByLabel('Schedule', { exact: true }).selectOption('cron');
    await panel.getByLabel('Cron expression', { exact: true }).fill('0 9 * *');
    await panel.getByText('A cron expression needs 5 to 7 fields').waitFor();
    await panel.getByLabel('Cron expression', { exact: true }).fill('0 9 * * 1-5');
    expect(await panel.getByLabel('Runs missed while Tandem was down').inputValue()).toBe('once');
    await panel.getByLabel('Runs missed while Tandem was down').selectOption('all');
    await panel.getByLabel('Window (minutes, 1–1440, 60 if empty)').fill('1441');
    await panel.getByText('The catch-up window must be between 1 and 1440 minutes').waitFor();
    await panel.getByLabel('Window (minutes, 1–1440, 60 if empty)').fill('90');
    times = await fireTimes(panel);
    for (const time of times) expect([1, 2, 3, 4, 5]).toContain(new Date(time).getUTCDay());
    await docShot(panel, 'editor-trigger-cron');
    expect((await saveAndRead(page, request)).trigger).toEqual({ type: 'schedule', schedule: { kind: 'cron', expression: '0 9 * * 1-5' }, catchUp: { policy: 'all', windowMinutes: 90 } });

  }, 180_000);

  it('builds the run input of a manual flow on the canvas and runs it through the input form', async () => {
    const { page, request, panel } = await openedFlow('Report');
    await panel.getByRole('button', { name: 'Add a field' }).click();
    await panel.getByLabel('Field name 1').fill('shop');
    await panel.getByLabel('Required 1').check();
    await panel.getByLabel('Description 1').fill('Which shop to report on');
    await panel.getByRole('button', { name: 'Add a field' }).click();
    await panel.getByLabel('Field name 2').fill('1days');
    await panel.getByText('Letters, digits and _ only; not starting with a digit.').waitFor();
    await panel.getByLabel('Field name 2').fill('days');
    await panel.getByLabel('Type 2').selectOption('integer');
    await panel.getByLabel('Default 2').fill('7');
    await panel.getByRole('button', { name: 'Add a field' }).click();
    await panel.getByLabel('Field name 3').fill('skus');
    await panel.getByLabel('Type 3').selectOption('list');
    await docShot(panel, 'editor-trigger-run-input');
    const definition = await saveAndRead(page, request);
    expect(definition.inputSchema).toEqual({
      type: 'object',
      properties: {
        shop: { type: 'string', description: 'Which shop to report on' },
        days: { type: 'integer', default: 7 },
        skus: { type: 'array', items: { type: 'string' } },
      },
      required: ['shop'],
    });

    await page.getByRole('button', { name: 'Run now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Input of the run' });
    await dialog.getByLabel('Shop').fill('acme');
    await dialog.getByLabel('Days').fill('3');
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await page.waitForURL(/\/runs\/[0-9A-Z]{26}$/);
    await page.getByTestId('run-status').filter({ hasText: /completed/i }).waitFor({ timeout: 60_000 });
    const runId = /\/runs\/([0-9A-Z]{26})$/.exec(page.url())![1]!;
    expect((await request('GET', `/runs/${runId}`)).trigger).toEqual({ type: 'manual', payload: { shop: 'acme', days: 3 } });
  }, 120_000);

  it('shows the webhook URL in full, fires a run at it, and rotates it after asking', async () => {
    const { page, request, flow, panel } = await openedFlow('Orders in');
    await panel.getByLabel('What starts the flow').selectOption('webhook');
    await triggerNode(page).getByText('Webhook', { exact: true }).last().waitFor();
    await panel.getByText('The URL is made when a version with this trigger is set live (Versions).').waitFor();
    await panel.getByRole('button', { name: 'Add a field' }).click();
    await panel.getByLabel('Field name 1').fill('orderId');
    await panel.getByLabel('Type 1').selectOption('integer');
    await panel.getByLabel('Required 1').check();
    const definition = await saveAndRead(page, request);
    expect(definition.trigger).toEqual({ type: 'webhook' });
    const saved = await request('GET', `/flows/${flow.flowId}`);
    await request('PUT', `/flows/${flow.flowId}/live`, { versionId: saved.latestVersionId });

    await page.reload();
    await triggerNode(page).click();
    const url = (await panel.getByTestId('hook-url').textContent())!;
    expect(url).toMatch(new RegExp(`^${stack().baseUrl}/hooks/\\S{20,}$`));
    expect(await panel.getByTestId('curl-example').textContent()).toContain(`curl -X POST '${url}'`);
    expect(await panel.getByTestId('curl-example').textContent()).toContain(`-d '{"orderId":1}'`);
    await docShot(panel, 'editor-trigger-webhook');

    const fired = await page.request.post(url, { data: { orderId: 1001 }, headers: { 'idempotency-key': 'order-1001' } });
    expect(fired.status()).toBe(202);
    const { runId } = await fired.json();
    await expect.poll(async () => (await request('GET', `/runs/${runId}`)).status, { timeout: 60_000 }).toBe('completed');
    expect((await request('GET', `/runs/${runId}`)).trigger.payload.body).toEqual({ orderId: 1001 });
    // A body that does not fit the payload built on the canvas is refused.
    expect((await page.request.post(url, { data: { orderId: 'x' } })).status()).toBe(400);

    await panel.getByRole('button', { name: 'Replace URL…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace the webhook URL?' });
    await docShot(confirm, 'editor-trigger-webhook-rotate');
    await confirm.getByRole('button', { name: 'Replace URL' }).click();
    await expect.poll(async () => panel.getByTestId('hook-url').textContent()).not.toBe(url);
    const rotated = (await panel.getByTestId('hook-url').textContent())!;
    expect((await page.request.post(url, { data: { orderId: 2 } })).status()).toBe(404);
    expect((await page.request.post(rotated, { data: { orderId: 2 } })).status()).toBe(202);
  }, 120_000);

  it('builds a change watch with its app, list, change and frequency', async () => {
    const { page, request, panel } = await openedFlow('New orders');
    await panel.getByLabel('What starts the flow').selectOption('changeWatch');
    await panel.getByLabel('App', { exact: true }).selectOption('shopware6');
    await panel.getByLabel('List to watch').selectOption('orders.list');
    await panel.getByLabel('Start a run for').selectOption('update');
    expect(await panel.getByLabel('Check every (minutes, 1–1440)').inputValue()).toBe('30');
    await panel.getByLabel('Check every (minutes, 1–1440)').fill('1441');
    await panel.getByText('The frequency must be between 1 and 1440 minutes').waitFor();
    await panel.getByLabel('Check every (minutes, 1–1440)').fill('15');
    await triggerNode(page).getByText('Updated items in shopware6 · orders.list, every 15 min').waitFor();
    await docShot(panel, 'editor-trigger-change-watch');
    expect((await saveAndRead(page, request)).trigger).toEqual({ type: 'changeWatch', app: 'shopware6', action: 'orders.list', input: {}, changeType: 'update', frequencyMinutes: 15, idPath: ['id'] });
  }, 120_000);

  it('builds an error flow for any flow, one flow or several, and saves what it names', async () => {
    const { page, request, panel } = await openedFlow('Tell the team about failures');
    const orders = await request('POST', '/flows', { name: 'Order sync', definition: { version: 1, trigger: { type: 'manual' }, steps: [note] } });
    const feed = await request('POST', '/flows', { name: 'Feed export', definition: { version: 1, trigger: { type: 'manual' }, steps: [note] } });
    await panel.getByLabel('What starts the flow').selectOption('runFailed');
    const which = panel.getByTestId('run-failed-flows');
    expect(await which.getByRole('radio', { name: 'Any flow of the workspace' }).isChecked()).toBe(true);
    await triggerNode(page).getByText('A run failed: any flow').waitFor();
    expect((await saveAndRead(page, request)).trigger).toEqual({ type: 'runFailed', flows: 'any' });

    // Named flows: none ticked is refused with the catalogue's message; the flow itself is not offered.
    await which.getByRole('radio', { name: 'These flows' }).check();
    await which.getByText('Name at least one flow, or "any"').waitFor();
    expect(await which.getByRole('checkbox', { name: 'Tell the team about failures' }).count()).toBe(0);
    await which.getByRole('checkbox', { name: 'Order sync' }).check();
    await triggerNode(page).getByText('A run failed: 1 flow').waitFor();
    expect((await saveAndRead(page, request)).trigger).toEqual({ type: 'runFailed', flows: [orders.flowId] });

    await which.getByRole('checkbox', { name: 'Feed export' }).check();
    await triggerNode(page).getByText('A run failed: 2 flows').waitFor();
    await docShot(panel, 'editor-trigger-run-failed');
    expect((await saveAndRead(page, request)).trigger).toEqual({ type: 'runFailed', flows: [orders.flowId, feed.flowId] });

    // Back to any flow.
    await which.getByRole('radio', { name: 'Any flow of the workspace' }).check();
    expect((await saveAndRead(page, request)).trigger).toEqual({ type: 'runFailed', flows: 'any' });
  }, 120_000);
});

describe('never losing work', browserSuite, () => {
  it('keeps unsaved changes as a draft, asks before leaving, and restores the draft on return', async () => {
    const { page, ws, flow, panel, editorUrl } = await openedFlow('Drafted');
    await panel.getByLabel('What starts the flow').selectOption('webhook');
    await page.getByTestId('dirty').filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.waitForFunction((key) => window.localStorage.getItem(key)?.includes('"webhook"') ?? false, `tandem.draft.${ws}.${flow.flowId}`);

    // In-app navigation asks; staying keeps the editor.
    await page.getByRole('link', { name: 'Flows', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
    await leave.waitFor();
    await docShot(leave, 'editor-leave-guard');
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toBe(editorUrl);

    // Closing or reloading the tab asks the browser's question.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    // Back: the draft is restored, with a notice.
    await page.getByTestId('draft-restored').waitFor();
    await docShot(page.getByTestId('draft-restored'), 'editor-draft-restored');
    await triggerNode(page).getByText('Webhook', { exact: true }).last().waitFor();
    await page.getByTestId('dirty').filter({ hasText: 'Unsaved changes' }).waitFor();

    // Leaving for real after the question; the draft is still there on return.
    await page.getByRole('link', { name: 'Flows', exact: true }).click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/w\/[0-9A-Z]{26}$/);
    await page.goto(editorUrl);
    await page.getByTestId('draft-restored').waitFor();
    // Discarding goes back to the saved version and forgets the draft.
    await page.getByTestId('draft-restored').getByRole('button', { name: 'Discard them' }).click();
    await triggerNode(page).getByText('Started by hand').waitFor();
    await page.waitForFunction((key) => window.localStorage.getItem(key) === null, `tandem.draft.${ws}.${flow.flowId}`);
    await page.getByRole('link', { name: 'Flows', exact: true }).click();
    await page.waitForURL(/\/w\/[0-9A-Z]{26}$/);
    expect(asked).toEqual(['beforeunload']);
  }, 120_000);
});
