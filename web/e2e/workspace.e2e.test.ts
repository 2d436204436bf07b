import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { followVerificationMail, launchBrowser, signUpThroughUi, browserSuite } from './browser';
import { startWebStack, type WebStack } from './web-stack';

let stack: WebStack;
let browser: Browser;
let page: Page;
const docsImages = fileURLToPath(new URL('../../docs/images/', import.meta.url));

beforeAll(async () => {
  [stack, browser] = await Promise.all([startWebStack(), launchBrowser()]);
  mkdirSync(docsImages, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
beforeEach(async () => {
  // A common laptop screen.
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
});

const wsOf = (p: Page) => /\/w\/([0-9A-Z]{26})/.exec(p.url())?.[1] ?? '';
/** Waits until the run has closed; reading a run brings the runs index up to date as soon as it closed (the sweep does it later anyway). */
const closed = async (p: Page, workspace: string, runId: string) =>
  expect.poll(async () => ((await (await p.request.get(`${stack.baseUrl}/api/workspaces/${workspace}/runs/${runId}`)).json()) as { status: string }).status, { timeout: 30_000 }).not.toBe('running');
const api = async (p: Page, method: 'post' | 'put', path: string, data: unknown) => {
  const csrf = (await p.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const res = await p.request[method](`${stack.baseUrl}${path}`, { data, headers: { 'x-csrf-token': csrf } });
  return { status: res.status(), body: await res.json() };
};

describe("the workspace's home, checklist and plan pages", browserSuite, () => {
  it('greets a new workspace with its first steps and charts; the webhook flow needs no connection', async () => {
    await signUpThroughUi(page, stack.baseUrl);
    const home = page.getByTestId('home-overview');
    await home.getByTestId('home-start').waitFor();
    await home.getByTestId('home-runs').getByText('No runs yet.').waitFor();
    expect(await home.getByTestId('home-credits-text').textContent()).toBe('0 of 1,000 credits used');
    await home.getByTestId('home-failing').getByText('No flow is failing.').waitFor();
    await home.locator('.home-runs svg[role="application"]').waitFor();
    expect(await home.getByRole('link', { name: 'Browse the flow library' }).getAttribute('href')).toMatch(/\/library$/);

    await home.getByRole('button', { name: 'Start with a webhook flow' }).click();
    await page.waitForURL(/\/flows\/[0-9A-Z]{26}\?panel=trigger$/);
    await page.getByTestId('canvas').waitFor();
    expect(await page.locator('.flow-name').textContent()).toContain('Webhook summary');
    // Nothing to connect: no checklist.
    await page.getByTestId('node-summary').waitFor();
    expect(await page.getByTestId('flow-checklist').count()).toBe(0);
    // It is live at once, and its trigger panel shows the URL: a POST with any JSON starts a run.
    expect(await page.locator('.toolbar .badge').textContent()).toBe('Live');
    const hookUrl = (await page.getByTestId('hook-url').textContent())!.trim();
    expect(hookUrl).toMatch(/\/hooks\/[\w-]+$/);
    // The URL names the public origin; the test's server listens elsewhere.
    const answer = await page.request.post(`${stack.baseUrl}${new URL(hookUrl).pathname}`, { data: { orderId: 1001 } });
    expect(answer.status(), `${hookUrl}: ${await answer.text()}`).toBeLessThan(300);
    await page.goto(`${stack.baseUrl}/app/w/${wsOf(page)}/runs`);
    await page.getByRole('row').filter({ hasText: 'Webhook summary' }).waitFor();
    // The row follows the run to its end without a reload. (This test stack runs no sweep of closed
    // runs; reading the run brings its row up to date, as the sweep of `npm start` does within seconds.)
    const { runId } = (await answer.json()) as { runId: string };
    await closed(page, wsOf(page), runId);
    await page.getByRole('row').filter({ hasText: 'Webhook summary' }).filter({ hasText: 'Completed' }).waitFor({ timeout: 10_000 });
  });

  it('charts the runs and lists the failing flow, never those of another workspace; screenshot for the docs', async () => {
    await signUpThroughUi(page, stack.baseUrl);
    const ws = wsOf(page);
    const flow = async (name: string, steps: unknown[]) =>
      (await api(page, 'post', `/api/workspaces/${ws}/flows`, { name, definition: { version: 1, trigger: { type: 'manual' }, steps } })).body.flowId as string;
    const fine = await flow('Daily numbers', [{ name: 'note', type: 'utility', utility: 'comment', input: { text: { type: 'literal', value: 'ok' } } }]);
    // Dividing by zero fails the run inside the workflow, at once.
    const dividing = { name: 'ratio', type: 'utility', utility: 'transform', input: { list: { type: 'operator', operator: 'list', params: [{ type: 'literal', value: 0 }] }, mapping: { type: 'operator', operator: 'divide', params: [{ type: 'literal', value: 1 }, { type: 'reference', path: ['item'] }] } } };
    const broken = await flow('Broken price check', [dividing]);
    const runs: string[] = [];
    for (const id of [fine, fine, fine, broken]) runs.push((await api(page, 'post', `/api/workspaces/${ws}/flows/${id}/runs`, {})).body.runId);
    for (const runId of runs) await closed(page, ws, runId);
    // Another workspace's failing flow on the same day.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpThroughUi(otherPage, stack.baseUrl);
    const theirs = (await api(otherPage, 'post', `/api/workspaces/${wsOf(otherPage)}/flows`, { name: 'Not yours', definition: { version: 1, trigger: { type: 'manual' }, steps: [dividing] } })).body.flowId;
    const theirRun = (await api(otherPage, 'post', `/api/workspaces/${wsOf(otherPage)}/flows/${theirs}/runs`, {})).body.runId;
    await closed(otherPage, wsOf(otherPage), theirRun);

    const failing = page.getByTestId('home-failing').getByTestId('failing-flow');
    // Asked for less motion, the charts draw at once: the screenshot shows the bars at their height.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByTestId('home-runs').waitFor();
        return (await page.getByTestId('home-runs').textContent()) ?? '';
      }, { timeout: 30_000 })
      .toContain('4 runs, 1 failed');
    expect(await failing.allTextContents()).toEqual([expect.stringContaining('Broken price check')]);
    expect(await page.getByTestId('home-failing').textContent()).not.toContain('Not yours');
    await page.getByTestId('home-runs').locator('.recharts-bar-rectangle').first().waitFor();
    // The day's stacked bar (3 succeeded, 1 failed) reaches the axis tick of 4 runs.
    const runsChart = page.getByTestId('home-runs');
    // The y axis's tick lines by their label (labels and lines are drawn in the same order).
    const labels = await runsChart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-label').allTextContents();
    const lines = await runsChart.locator('.recharts-yAxis-tick-lines line').evaluateAll((all) => all.map((line) => line.getBoundingClientRect().top));
    const tickY = (label: string) => lines[labels.indexOf(label)]!;
    const bars = await runsChart.locator('.recharts-bar-rectangle path').evaluateAll((paths) => paths.map((p) => p.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => ({ top: r.top, bottom: r.bottom })));
    expect(labels).toContain('4');
    expect(Math.abs(Math.min(...bars.map((b) => b.top)) - tickY('4'))).toBeLessThan(2);
    expect(Math.abs(Math.max(...bars.map((b) => b.bottom)) - tickY('0'))).toBeLessThan(2);
    await page.screenshot({ path: `${docsImages}home-page.png` });
    await other.close();
  });

  it('lists what a copied library flow still needs, marks its steps, and refuses to set it live', async () => {
    const { email } = await signUpThroughUi(page, stack.baseUrl);
    await followVerificationMail(page, stack.baseUrl, email);
    await page.waitForURL(/\/app\/w\/[0-9A-Z]{26}$/);
    const ws = wsOf(page);
    const library = (await (await page.request.get(`${stack.baseUrl}/api/library/flows`)).json()) as { items: { flowId: string; name: string }[] };
    const uptime = library.items.find((f) => f.name === 'Website uptime monitor')!;
    const copy = (await api(page, 'post', `/api/workspaces/${ws}/library/${uptime.flowId}/copy`, {})).body;
    await page.goto(`${stack.baseUrl}/app/w/${ws}/flows/${copy.flowId}`);
    const checklist = page.getByTestId('flow-checklist');
    await checklist.waitFor();
    const items = await checklist.locator('li').allTextContents();
    expect(items.map((i) => i.trim())).toEqual(['Step "Alert Slack" needs a Slack connection: connect Slack first', expect.stringMatching(/needs a Mailgun connection/)]);
    expect(await page.getByTestId('issues-alert_slack').getAttribute('title')).toContain('needs a Slack connection');

    await page.getByRole('button', { name: 'Versions' }).click();
    await page.getByTestId('versions-panel').getByRole('button', { name: 'Set live' }).first().click();
    await page.getByTestId('versions-panel').getByText('The flow is not complete yet', { exact: false }).waitFor();
    expect((await api(page, 'put', `/api/workspaces/${ws}/flows/${copy.flowId}/live`, { versionId: copy.latestVersionId })).body.error.code).toBe('incomplete_flow');
  });

  it('shows the plans, the credits of the month and the usage limits; screenshot for the docs', async () => {
    await signUpThroughUi(page, stack.baseUrl);
    await page.getByRole('link', { name: 'Plan', exact: true }).click();
    await page.getByRole('heading', { name: 'Plan and usage' }).waitFor();
    expect(await page.getByTestId('plan-credits').textContent()).toContain('0 of 1,000 credits used this month');
    const plans = page.getByTestId('plans');
    expect(await plans.getByTestId('plan-freemium').textContent()).toMatch(/Freemium\s*your plan.*1,000 credits included every month/);
    await plans.getByTestId('plan-flexible').waitFor();
    await plans.getByTestId('plan-powerful').waitFor();
    expect(await page.getByTestId('limit-mailgun').textContent()).toContain('100 mails');
    expect(await page.getByTestId('limit-openai').textContent()).toContain('€100');
    await page.screenshot({ path: `${docsImages}plan-page.png`, fullPage: true });

    // Settings: the cards sit side by side on a laptop screen, and numbers carry their units.
    await page.getByRole('link', { name: 'Settings' }).click();
    const limits = page.getByTestId('limits');
    await limits.waitFor();
    expect(await limits.getByTestId('max-runtime-words').textContent()).toBe('= 31 days');
    const columns = await page.locator('.settings-grid > *').evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size);
    expect(columns).toBeGreaterThanOrEqual(2);
    expect((await page.getByTestId('members').boundingBox())!.width).toBeGreaterThan(500);
  });
});
