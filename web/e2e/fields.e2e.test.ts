import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshots, signUpThroughUi, browserSuite } from './browser';
import { startWebStack, type WebStack } from './web-stack';

let stack: WebStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startWebStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const docImage = (name: string) => fileURLToPath(new URL(`../../docs/images/${name}`, import.meta.url));
const lit = (value: unknown) => ({ type: 'literal', value });
const ref = (...path: string[]) => ({ type: 'reference', path });

/** A signed-up user's page with an API caller sharing its session, and a flow created through the API. */
async function withFlow(name: string, definition: unknown): Promise<{ page: Page; ws: string; flowId: string; api: (method: string, path: string, data?: unknown) => Promise<any> }> {
  const page = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
  await signUpThroughUi(page, stack.baseUrl);
  const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())![1]!;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const api = async (method: string, path: string, data?: unknown) =>
    (await page.request.fetch(`${stack.baseUrl}/api/workspaces/${ws}${path}`, { method, data, headers: { 'x-csrf-token': csrf } })).json();
  const flow = await api('POST', '/flows', { name, definition });
  return { page, ws, flowId: flow.flowId as string, api };
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('fields in plain words and checks that speak', browserSuite, () => {
  it('edits headers as key/value rows and words checks with the field’s label on the field and the node', async () => {
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: { type: 'object', properties: { dir: { type: 'string', enum: ['up', 'down'] } }, required: ['dir'] },
      steps: [
        { name: 'fetch', type: 'utility', utility: 'httpRequest', input: { method: lit('GET'), url: lit('https://shop.example.com/orders') } },
        { name: 'sorted', type: 'utility', utility: 'sort', input: { list: ref('fetch', 'body'), direction: ref('trigger', 'dir') } },
      ],
    };
    const { page, ws, flowId, api } = await withFlow('Sorted orders', definition);
    const shot = screenshots(page, 'fields');
    await page.goto(`${stack.baseUrl}/app/w/${ws}/flows/${flowId}`);
    await page.getByTestId('node-fetch').click();
    const panel = page.getByTestId('step-panel');

    // Plain labels and help, not keys.
    const bodyType = panel.getByTestId('field-bodyType');
    expect(await bodyType.locator('> span').first().textContent()).toContain('Body type');
    expect(await bodyType.textContent()).toContain('How the body is sent');
    expect(await panel.getByTestId('field-retryOnError').getByRole('switch').isChecked()).toBe(false);

    // Headers: key/value rows, no JSON text area.
    const headers = panel.getByTestId('field-headers');
    expect(await headers.locator('textarea').count()).toBe(0);
    await headers.getByRole('button', { name: /add row/i }).click();
    await headers.getByLabel('Headers: name 1').fill('Accept');
    await headers.getByLabel('Headers: value 1').fill('application/json');
    await panel.screenshot({ path: docImage('editor-step-fields.png') });
    await shot('headers');

    // The sort step: both checks in plain words on their fields, the pointer only in the details.
    await page.getByTestId('node-sorted').click();
    const direction = panel.getByTestId('field-direction');
    await expect.poll(async () => direction.getByTestId('check-message').textContent()).toBe('Sort direction must be ascending or descending.');
    expect(await direction.getByTestId('check-details').textContent()).toContain('/steps/1/input/direction');
    expect(await panel.getByTestId('field-list').getByTestId('check-message').textContent()).toBe(
      'This list comes from a step whose output is not known yet: test that step to check it.',
    );
    await panel.screenshot({ path: docImage('editor-checks.png') });

    // Saved: the definition holds the header row; the node says what is wrong; the issue list leaves the panel free.
    await page.getByRole('button', { name: 'Save version' }).click();
    await page.getByRole('dialog', { name: 'Save version' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    const flow = await api('GET', `/flows/${flowId}`);
    const version = await api('GET', `/flows/${flowId}/versions/${flow.latestVersionId}`);
    expect(version.definition.steps[0].input.headers).toEqual(lit([{ key: 'Accept', value: 'application/json' }]));
    const nodeText = page.getByTestId('issues-sorted-text');
    expect(await nodeText.textContent()).toMatch(/Sort direction must be ascending or descending|This list comes from a step/);
    const issues = page.getByTestId('issues');
    await issues.waitFor();
    expect(await issues.textContent()).not.toMatch(/^\/steps/);
    expect(overlaps((await issues.boundingBox())!, (await panel.boundingBox())!)).toBe(false);
    await shot('saved');
  });

  it('asks for a list with a list editor, answers bad input in plain words, and shows the run titled by its flow', async () => {
    const definition = {
      version: 1,
      trigger: { type: 'manual' },
      inputSchema: {
        type: 'object',
        properties: { tags: { type: 'array', items: { type: 'string' }, description: 'The tags to look for' }, days: { type: 'integer', minimum: 1 } },
        required: ['tags'],
      },
      steps: [{ name: 'first', type: 'utility', utility: 'limit', input: { list: ref('trigger', 'tags'), count: lit(1) } }],
    };
    const { page, ws, flowId } = await withFlow('Tagged orders', definition);
    const shot = screenshots(page, 'run-input');
    await page.goto(`${stack.baseUrl}/app/w/${ws}/flows/${flowId}`);
    await page.getByRole('button', { name: 'Run now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Input of the run' });
    await dialog.waitFor();
    const tags = dialog.locator('[data-field="tags"]');
    expect(await tags.locator('textarea').count()).toBe(0);
    expect(await dialog.getByTestId('run-input-example').textContent()).toContain('"tags"');

    // Nothing given: a plain message naming the field, not zod's words.
    await dialog.getByRole('button', { name: 'Run now' }).click();
    const problem = tags.locator('.field-error');
    await problem.waitFor();
    expect(await problem.textContent()).toBe('Tags is required.');
    expect(await dialog.textContent()).not.toMatch(/Invalid input|expected array/);

    await tags.getByRole('button', { name: /add item/i }).click();
    await tags.getByLabel('Tags: item 1').fill('sale');
    await tags.getByRole('button', { name: /add item/i }).click();
    await tags.getByLabel('Tags: item 2').fill('new');
    await dialog.screenshot({ path: docImage('run-input-dialog.png') });
    await shot('filled');

    // The run page: a loading state until the run answers, then the flow's name and one attempt per step.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/api\/workspaces\/[^/]+\/runs\/[0-9A-Z]{26}$/, async (route) => {
      await answered;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await page.waitForURL(/\/runs\/[0-9A-Z]{26}$/);
    await page.getByTestId('run-loading').waitFor();
    answer();
    await page.getByTestId('run-status').filter({ hasText: /completed/i }).waitFor({ timeout: 30_000 });
    await expect.poll(async () => page.getByTestId('run-title').textContent()).toContain('Tagged orders');
    const row = page.getByTestId('run-step').first();
    expect(await row.textContent()).toMatch(/Attempts: 1\b/);
    await shot('run');
  });
});
