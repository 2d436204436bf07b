import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlowThroughUi, launchBrowser, pickReference, screenshots, signUpThroughUi, browserSuite } from './browser';
import { allowEgress } from '../../scripts/test-env/allow-egress';
import { startWebStack, type WebStack } from './web-stack';

/** A tiny shop API: the orders to confirm, and the confirmation endpoint the loop calls per order. */
function startShop(): Promise<{ server: Server; url: string; confirmed: unknown[] }> {
  const confirmed: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url === '/orders') return res.end(JSON.stringify([{ id: 7, total: 20 }, { id: 8, total: 35 }]));
      if (req.method === 'POST' && req.url === '/confirm') {
        const order = JSON.parse(body || 'null') as { id: number };
        confirmed.push(order);
        return res.end(JSON.stringify({ confirmed: order.id }));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'not found' }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, confirmed })));
}

let stack: WebStack;
let browser: Browser;
let shop: Awaited<ReturnType<typeof startShop>>;
let disallow: (() => void) | undefined;

beforeAll(async () => {
  [stack, browser, shop] = await Promise.all([startWebStack(), launchBrowser(), startShop()]);
  disallow = allowEgress(shop.url);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  disallow?.();
  shop?.server.close();
});

/** Picks an option of the seed's select control by its label. */
async function choose(select: Locator, label: string): Promise<void> {
  await select.getByRole('button').first().click();
  await select.getByRole('option', { name: label, exact: true }).click();
}


const node = (page: Page, name: string) => page.getByTestId(`node-${name}`);

async function addStep(page: Page, slot: string, type: 'action' | 'condition' | 'iterate' | 'wait', name: string): Promise<void> {
  await page.getByTestId(`add-${slot}`).click();
  await page.getByTestId(`insert-${type}`).click();
  await node(page, name).waitFor();
}

describe('a new user builds, checks, saves and runs a flow in the browser', browserSuite, () => {
  it('trigger, action, condition with both branches, iterate; references, a NoMatch fixed; the run step by step', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
    const shot = screenshots(page, 'build-and-run');
    await signUpThroughUi(page, stack.baseUrl);
    await shot('signed-up');
    await createFlowThroughUi(page, 'Confirm orders');
    const panel = page.getByTestId('step-panel');

    // The action: fetch the orders from the shop.
    await addStep(page, 'root', 'action', 'action_1');
    await choose(panel.getByTestId('select-app'), 'HTTP');
    await choose(panel.getByTestId('select-action'), 'Custom HTTP request');
    await panel.getByTestId('field-url').getByRole('textbox').fill(`${shop.url}/orders`);
    await shot('action');

    // The condition: did the shop answer 200?
    await addStep(page, 'root', 'condition', 'condition_1');
    const condition = panel.getByTestId('field-Condition');
    await condition.getByRole('button', { name: 'Operator', exact: true }).first().click();
    await condition.getByRole('button', { name: /add parameter/i }).last().click();
    await condition.getByRole('button', { name: /add parameter/i }).last().click();
    const [first, second] = [condition.locator('.param').nth(0), condition.locator('.param').nth(1)];
    await pickReference(first, ['action_1', 'statusCode']);
    await second.getByRole('textbox').fill('200');
    await shot('condition');

    // Both branches: an iterate over the orders, and a wait on the other side.
    await addStep(page, 'condition_1-consequent', 'iterate', 'loop_1');
    await pickReference(panel.getByTestId('field-Items'), ['action_1', 'body']);
    await addStep(page, 'condition_1-alternative', 'wait', 'wait_1');

    // Inside the loop: confirm each order. A number mapped into the URL is refused, then fixed.
    await addStep(page, 'loop_1-steps', 'action', 'action_2');
    await choose(panel.getByTestId('select-app'), 'HTTP');
    await choose(panel.getByTestId('select-action'), 'Custom HTTP request');
    const url = panel.getByTestId('field-url');
    await pickReference(url, ['action_1', 'statusCode']);
    const check = url.getByTestId('mapping-check');
    await expect.poll(() => check.getAttribute('data-verdict')).toBe('NoMatch');
    expect(await check.textContent()).toContain('Types do not match.');
    await shot('no-match');

    await url.getByRole('button', { name: 'Value', exact: true }).first().click();
    await url.getByRole('textbox').fill(`${shop.url}/confirm`);
    await expect.poll(() => check.getAttribute('data-verdict')).toBe('Match');
    await choose(panel.getByTestId('field-method').locator('.select'), 'post');
    await pickReference(panel.getByTestId('field-body'), ['item']);
    await shot('fixed');

    // Save a version and run it.
    await page.getByRole('button', { name: 'Save version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save version' });
    await dialog.getByLabel('Version name').fill('Confirm every order');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    // The checker's warning from the save answer sits on the node it concerns, in plain words: the loop over an untyped body.
    expect(await page.getByTestId('issues-loop_1').getAttribute('title')).toContain('whose output is not known yet');
    await shot('saved');
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.waitForURL(/\/runs\/[0-9A-Z]{26}$/);
    // Reads of the run from here on: a closed run is not polled, a step's output is read when its row opens.
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/runs\/[0-9A-Z]{26}(\/|$)/.test(path)) reads.push(path.replace(/^.*\/runs\/[0-9A-Z]{26}/, ''));
    });
    await page.getByTestId('run-status').filter({ hasText: /completed/i }).waitFor({ timeout: 30_000 });
    await shot('run-completed');
    reads.length = 0;
    await page.waitForTimeout(3500);
    expect(reads).toEqual([]);

    // The run's version on the canvas, each step with its status in this run.
    const canvasStatus = (name: string) => page.getByTestId('run-canvas').getByTestId(`node-${name}`).getAttribute('data-run-status');
    await expect.poll(() => canvasStatus('action_2')).toBe('succeeded');
    expect(await canvasStatus('wait_1')).toBe('skipped');

    // Each step's output in the run view.
    const stepRow = (path: string) => page.getByTestId('run-step').filter({ has: page.getByText(path, { exact: true }) });
    const outputOf = async (path: string) => {
      const row = stepRow(path);
      await row.getByRole('button').first().click();
      const body = row.locator('.run-step-body');
      await expect.poll(async () => (await body.textContent()) ?? '').not.toContain('Loading');
      return (await body.textContent()) ?? '';
    };
    expect(await outputOf('action_1')).toContain('"statusCode": 200');
    expect(await outputOf('condition_1')).toContain('consequent');
    expect(await outputOf('condition_1.loop_1[0].action_2')).toContain('"confirmed": 7');
    expect(await outputOf('condition_1.loop_1[1].action_2')).toContain('"confirmed": 8');
    expect(await stepRow('condition_1.wait_1').textContent()).toMatch(/skipped/i);
    // (each at most twice: the test build keeps React's strict mode, which runs effects twice)
    expect([...new Set(reads)]).toEqual(
      ['action_1', 'condition_1', 'condition_1.loop_1[0].action_2', 'condition_1.loop_1[1].action_2'].map((path) => `/steps/${encodeURIComponent(path)}/output`),
    );
    await shot('run');
    expect(shop.confirmed).toEqual([{ id: 7, total: 20 }, { id: 8, total: 35 }]);
  });
});
