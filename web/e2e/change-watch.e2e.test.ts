import { jsonResponse, startFakeServer, type FakeServer } from '@tandem/catalog/fakes';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshots, signUpThroughUi, browserSuite } from './browser';
import { startWebStack, type WebStack } from './web-stack';

let stack: WebStack;
let browser: Browser;
let shop: FakeServer;
let down = true;

beforeAll(async () => {
  // Down, the shop answers 404: the watch's poll fails at once (no retries inside the poll).
  shop = await startFakeServer(() => (down ? jsonResponse(404, { error: 'gone' }) : jsonResponse(200, { products: [{ id: 1 }] })));
  [stack, browser] = await Promise.all([startWebStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await shop?.close();
});

describe('the health of a change watch in the editor', browserSuite, () => {
  it('says since when and why the checks fail, and when the watch last checked after it works again', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    const shot = screenshots(page, 'change-watch');
    await signUpThroughUi(page, stack.baseUrl);
    const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())?.[1] ?? '';
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const headers = { 'x-csrf-token': csrf };
    const trigger = { type: 'changeWatch', app: 'http', action: 'request.send', input: { url: { type: 'literal', value: `${shop.url}/products` } }, changeType: 'create', idPath: ['id'] };
    const note = { name: 'note', type: 'utility', utility: 'comment', input: { text: { type: 'literal', value: 'a new product' } } };
    const flow = await (await page.request.post(`${stack.baseUrl}/api/workspaces/${ws}/flows`, { headers, data: { name: 'Watched shop', definition: { version: 1, trigger, steps: [note] } } })).json();
    const live = await page.request.put(`${stack.baseUrl}/api/workspaces/${ws}/flows/${flow.flowId}/live`, { headers, data: { versionId: flow.latestVersionId } });
    expect(live.status()).toBe(200);

    await page.goto(`${stack.baseUrl}/app/w/${ws}/flows/${flow.flowId}`);
    await page.getByRole('button', { name: 'Versions' }).click();
    const card = page.getByTestId('trigger-info');
    const failing = card.getByTestId('watch-failing');
    await expect
      .poll(async () => {
        await card.getByRole('button', { name: 'Check now' }).click();
        return failing.isVisible();
      }, { timeout: 20_000 })
      .toBe(true);
    expect(await failing.textContent()).toMatch(/^Failing since .+ \(it keeps trying\): http answered 404 Not Found/);
    expect(await card.textContent()).toContain('last checked: —');
    await shot('failing');

    // The same in German; there the shop comes back.
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.waitForURL(/locale=de/);
    await page.getByRole('button', { name: 'Versionen' }).click();
    expect(await failing.textContent()).toMatch(/^Schlägt seit .+ fehl \(wird weiter versucht\): http answered 404 Not Found/);
    down = false;
    await expect
      .poll(async () => {
        await card.getByRole('button', { name: 'Jetzt prüfen' }).click();
        return failing.isVisible();
      }, { timeout: 20_000 })
      .toBe(false);
    expect(await card.textContent()).toMatch(/zuletzt geprüft: \d/);
    await shot('working');
  });
});
