import type { Browser } from 'playwright-core';
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

type LibraryList = { items: { flowId: string; name: string; libraryInfo: { useCases: string[] }; apps: string[]; performanceMetrics: { clicked: number } }[] };

describe('the flow library in the browser', browserSuite, () => {
  it('browses by use case and app, searches, previews, copies a flow and opens the copy', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 950 } })).newPage();
    const shot = screenshots(page, 'library');
    await signUpThroughUi(page, stack.baseUrl);
    const all = (await (await page.request.get(`${stack.baseUrl}/api/library/flows`)).json()) as LibraryList;
    const alerts = all.items.filter((f) => f.libraryInfo.useCases.includes('Alerts & Tasks'));
    expect(alerts.length).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Flow library' }).click();
    await page.getByRole('heading', { name: 'Flow library' }).waitFor();
    const cards = page.getByTestId('library-card');
    await expect.poll(() => cards.count()).toBe(all.items.length);
    // The nine use cases of the seed, each with its count.
    const useCases = page.getByTestId('use-cases').getByRole('button');
    expect((await useCases.allTextContents()).map((t) => t.replace(/\s*\(\d+\)$/, ''))).toEqual([
      'All use cases',
      'SEA',
      'Feeds',
      'Reporting',
      'SEO',
      'AI',
      'Alerts & Tasks',
      'Content Creation',
      'Ecommerce',
      'Social Ads',
    ]);
    await shot('all');

    // By use case: the URL carries ?uc= and only that use case's flows are listed.
    await page.getByTestId('use-cases').getByRole('button', { name: /^Alerts & Tasks/ }).click();
    await page.waitForURL(/\/library\?uc=Alerts/);
    await expect.poll(() => cards.count()).toBe(alerts.length);
    for (const text of await cards.allTextContents()) expect(text).toContain('Alerts & Tasks');
    await shot('alerts-and-tasks');

    // By app, together with the use case.
    const app = alerts[0]!.apps[0]!;
    await page.getByLabel('App', { exact: true }).selectOption(app);
    await page.waitForURL(new RegExp(`a=${app}`));
    const both = (await (await page.request.get(`${stack.baseUrl}/api/library/flows`, { params: { uc: 'Alerts & Tasks', a: app } })).json()) as LibraryList;
    expect(both.items.length).toBeGreaterThan(0);
    await expect.poll(() => cards.count()).toBe(both.items.length);
    // Apps go by their names for people, in the filter and on the cards, not by their ids.
    const catalogApps = ((await (await page.request.get(`${stack.baseUrl}/api/catalog/apps`)).json()) as { items: { id: string; name: string }[] }).items;
    const name = catalogApps.find((entry) => entry.id === app)!.name;
    expect(name).not.toBe(app);
    expect((await page.getByLabel('App', { exact: true }).locator(`option[value="${app}"]`).textContent())!.startsWith(`${name} (`)).toBe(true);
    for (const text of await cards.allTextContents()) expect(text).toContain(name);
    await page.getByLabel('App', { exact: true }).selectOption('');

    // Search within the use case.
    const target = alerts.find((f) => f.name === 'Sold-out products alert') ?? alerts[0]!;
    await page.getByLabel('Search the library').fill(target.name.split(' ').slice(0, 2).join(' '));
    await cards.filter({ hasText: target.name }).waitFor();
    await expect.poll(() => cards.count()).toBeLessThan(alerts.length + 1);
    await shot('search');

    // The preview: description, at most 3 preview steps, the canvas read-only; opening counts as a click.
    await cards.filter({ hasText: target.name }).getByRole('button', { name: target.name }).click();
    const preview = page.getByTestId('library-preview');
    await preview.getByRole('heading', { name: target.name }).waitFor();
    expect((await preview.getByTestId('library-details').textContent())?.length).toBeGreaterThan(20);
    const steps = preview.getByTestId('preview-steps').locator('li');
    await expect.poll(() => steps.count()).toBeGreaterThan(0);
    expect(await steps.count()).toBeLessThanOrEqual(3);
    await expect.poll(async () => Number(await preview.getByTestId('canvas').getAttribute('data-nodes'))).toBeGreaterThan(1);
    await shot('preview');
    await expect
      .poll(async () => {
        const after = (await (await page.request.get(`${stack.baseUrl}/api/library/flows`)).json()) as LibraryList;
        return after.items.find((f) => f.flowId === target.flowId)?.performanceMetrics.clicked ?? 0;
      })
      .toBeGreaterThan(0);

    // Copy into this workspace: the editor opens the copy with the library flow's steps.
    await preview.getByRole('button', { name: 'Copy to my workspace' }).click();
    await page.waitForURL(/\/w\/[0-9A-Z]{26}\/flows\/[0-9A-Z]{26}$/);
    expect(page.url()).not.toContain(target.flowId);
    await page.getByTestId('canvas').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('canvas').getAttribute('data-nodes'))).toBeGreaterThan(1);
    expect(await page.locator('.flow-name').textContent()).toContain(target.name);
    await shot('copy-in-editor');

    // The copy is on the dashboard.
    await page.getByRole('link', { name: 'Flows' }).first().click();
    await page.getByTestId('flow-row').filter({ hasText: target.name }).waitFor();
  });

  it('opens the explore links /flows?uc= in the library, also in German', async () => {
    const page = await (await browser.newContext()).newPage();
    await signUpThroughUi(page, stack.baseUrl);
    await page.goto(`${stack.baseUrl}/app/flows?uc=SEO&locale=de`);
    await page.waitForURL(/\/app\/w\/[0-9A-Z]{26}\/library\?uc=SEO&locale=de$/);
    await page.getByRole('heading', { name: 'Flow-Bibliothek' }).waitFor();
    await page.getByRole('button', { name: 'Alle Anwendungsfälle' }).waitFor();
    await page.getByTestId('library-card').first().waitFor();
    for (const text of await page.getByTestId('library-card').allTextContents()) expect(text).toContain('SEO');
  });
});
