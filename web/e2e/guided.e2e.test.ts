import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshots, signUpThroughUi, browserSuite } from './browser';
import { allowEgress } from '../../scripts/test-env/allow-egress';
import { startWebStack, type WebStack } from './web-stack';

/** The shop the guided flow calls. */
function startShop(): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ok: true }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
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

const lit = (value: unknown) => ({ type: 'literal', value });
const definition = {
  version: 1,
  trigger: { type: 'manual' },
  steps: [{ name: 'call', type: 'utility', utility: 'httpRequest', displayName: 'Call your shop', input: { method: lit('GET'), url: lit('') } }],
};
/** A flow's guide: annotations on the trigger and the steps. */
const guide = {
  published: true,
  annotations: {
    trigger: { text: 'Runs when you press **Execute now**.' },
    steps: {
      call: {
        text: 'Checks that your **shop** answers.',
        fields: { url: { state: 'required', text: 'The address of your shop, e.g. `https://shop.example`' }, method: { state: 'disabled' }, headers: { state: 'hidden' }, body: { state: 'hidden' } },
      },
    },
  },
  actions: { executeNow: true, setLive: true },
  completed: { readDescription: false },
};

describe('guided mode in the browser', browserSuite, () => {
  it('shows the guide, enforces required fields, runs with Execute now and switches to full control', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1500, height: 950 } })).newPage();
    const shot = screenshots(page, 'guided');
    await signUpThroughUi(page, stack.baseUrl);
    const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())?.[1] ?? '';
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const headers = { 'x-csrf-token': csrf };
    const flow = await (await page.request.post(`${stack.baseUrl}/api/workspaces/${ws}/flows`, { data: { name: 'Shop check', definition }, headers })).json();
    await page.request.patch(`${stack.baseUrl}/api/workspaces/${ws}/flows/${flow.flowId}`, { data: { editMode: 'guided' }, headers });
    // The API does not serve a version's guide yet: the test adds it to the version's answer.
    await page.route(/\/api\/workspaces\/[^/]+\/flows\/[^/]+\/versions\/[0-9A-Z]{26}$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), guide } });
    });

    await page.goto(`${stack.baseUrl}/app/w/${ws}/flows/${flow.flowId}`);
    const panel = page.getByTestId('guide-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('guide-trigger').innerHTML()).toContain('<strong>Execute now</strong>');
    expect(await panel.getByTestId('guide-step-call').textContent()).toContain('Checks that your shop answers.');
    const executeNow = panel.getByRole('button', { name: 'Execute now' });
    expect(await executeNow.isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Set live' }).isDisabled()).toBe(true);
    expect(await panel.getByTestId('guide-missing').textContent()).toContain('Call your shop › url');
    await shot('guide');

    // The step's fields: url required and highlighted, method read only, headers and body not shown.
    await panel.getByRole('button', { name: 'Call your shop › url' }).click();
    const step = page.getByTestId('step-panel');
    expect(await step.getByTestId('field-url').getAttribute('data-guide')).toBe('required');
    expect(await step.getByTestId('field-url').textContent()).toContain('The address of your shop');
    expect(await step.getByTestId('field-method').getAttribute('data-guide')).toBe('disabled');
    expect(await step.getByTestId('field-method').locator('fieldset').getAttribute('disabled')).not.toBeNull();
    expect(await step.getByTestId('field-method').getByRole('button').first().isDisabled()).toBe(true);
    expect(await step.getByTestId('field-headers').count()).toBe(0);
    expect(await step.getByTestId('field-body').count()).toBe(0);
    expect(await step.getByTestId('field-responseType').count()).toBe(1);
    await shot('required-field');

    await step.getByTestId('field-url').getByRole('textbox').fill(`${shop.url}/ping`);
    await expect.poll(() => executeNow.isDisabled()).toBe(false);
    expect(await panel.getByTestId('guide-missing').count()).toBe(0);
    await executeNow.click();
    await page.waitForURL(/\/runs\/[0-9A-Z]{26}$/);
    await page.getByTestId('run-status').filter({ hasText: /completed/i }).waitFor({ timeout: 30_000 });
    await shot('executed');

    // Full control: the guide goes away, every field is back, and the choice is kept.
    await page.goto(`${stack.baseUrl}/app/w/${ws}/flows/${flow.flowId}`);
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Switch to full control' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.getByTestId('node-call').click();
    await page.getByTestId('step-panel').getByTestId('field-headers').waitFor();
    expect(await page.getByTestId('step-panel').getByTestId('field-url').getAttribute('data-guide')).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'Guided mode' }).waitFor();
    expect(await panel.count()).toBe(0);
    await shot('full-control');
    await page.getByRole('button', { name: 'Guided mode' }).click();
    await panel.waitFor();
  });
});
