import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshots, browserSuite } from './browser';
import { useWebStack } from './use-web-stack';

const { stack, browser } = useWebStack();
const docsImages = resolve(import.meta.dirname, '..', '..', 'docs', 'images');

async function visitor(width = 1366): Promise<{ context: BrowserContext; page: Page; cspErrors: string[] }> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  return { context, page, cspErrors };
}

/** The consent box answered, so it covers nothing. */
const acceptConsent = (page: Page) => page.locator('#cc-main .cm button[data-role="all"]').click();

describe('the public site around the first hour', browserSuite, () => {
  it('answers an unknown path with a 404 page in the path’s language, the API with JSON', async () => {
    const base = stack().baseUrl;
    const english = await fetch(`${base}/no-such-page`);
    expect(english.status).toBe(404);
    expect(english.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('This page does not exist');
    const german = await fetch(`${base}/de/gibt-es-nicht`);
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Diese Seite gibt es nicht');
    // The API, the webhooks and the app keep their answers.
    const api = await fetch(`${base}/api/no-such-route`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');

    const { context, page, cspErrors } = await visitor();
    await page.goto(`${base}/de/gibt-es-nicht`);
    await acceptConsent(page);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').getByRole('link', { name: 'Startseite' }).getAttribute('href')).toBe('/de');
    await page.goto(`${base}/no-such-page`);
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    mkdirSync(docsImages, { recursive: true });
    await page.screenshot({ path: join(docsImages, 'site-404.png') });
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('has a favicon at /favicon.ico and linked from every page', async () => {
    const base = stack().baseUrl;
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const { context, page } = await visitor();
    await page.goto(`${base}/pricing`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toMatch(/favicon\.svg$/);
    expect((await fetch(new URL(href!, base))).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    await context.close();
  });

  it('shows the plans with their credits on Pricing, in both languages', async () => {
    const { context, page } = await visitor();
    await page.goto(`${stack().baseUrl}/pricing`);
    await acceptConsent(page);
    expect(await page.getByTestId('plan-freemium').textContent()).toContain('1,000 credits a month');
    expect(await page.getByTestId('plan-flexible').textContent()).toContain('Flexible');
    expect(await page.getByTestId('plan-powerful').textContent()).toContain('Powerful');
    await screenshots(page, 'site-pricing')('plans');
    await page.goto(`${stack().baseUrl}/de/preise`);
    expect(await page.getByTestId('plan-freemium').textContent()).toContain('1.000 Credits im Monat');
    await context.close();
  });

  it('opens one nav dropdown at a time', async () => {
    const { context, page } = await visitor();
    await page.goto(`${stack().baseUrl}/product`);
    await acceptConsent(page);
    const solutions = page.locator('details.site-dropdown', { has: page.locator('summary', { hasText: 'Solutions' }) });
    const resources = page.locator('details.site-dropdown', { has: page.locator('summary', { hasText: 'Resources' }) });
    await solutions.locator('summary').click();
    await expect.poll(() => solutions.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await resources.locator('summary').click();
    await expect.poll(() => resources.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => solutions.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // Documentation and help center lead to the user guide.
    expect(await resources.getByRole('link', { name: 'Documentation' }).getAttribute('href')).toBe('/docs');
    expect(await resources.getByRole('link', { name: 'Help center' }).getAttribute('href')).toBe('/docs');
    await context.close();
  });

  it('filters the explorer by use case and by app, with readable step and app names', async () => {
    const base = stack().baseUrl;
    const { context, page } = await visitor();
    await page.goto(`${base}/flows`);
    await acceptConsent(page);
    const flows = page.getByTestId('explorer-flow');
    const all = (await (await fetch(`${base}/api/library/flows`)).json()) as { items: unknown[] };
    await expect.poll(() => flows.count()).toBe(all.items.length);
    // No internal step names (`check_pages`) nor app ids (`google-ads`) on screen.
    for (const text of await page.getByTestId('explorer-preview-steps').allTextContents()) expect(text).not.toMatch(/_/);
    expect(await page.locator('.site-tags').allTextContents()).not.toContainEqual(expect.stringMatching(/google-ads/));

    await page.getByTestId('filter-use-case').selectOption('SEA');
    await page.waitForURL(/\/flows\?uc=SEA$/);
    const sea = (await (await fetch(`${base}/api/library/flows?uc=SEA`)).json()) as { items: unknown[] };
    await expect.poll(() => flows.count()).toBe(sea.items.length);
    await page.getByTestId('filter-app').selectOption('google-ads');
    await page.waitForURL(/\/flows\?uc=SEA&a=google-ads$/);
    const both = (await (await fetch(`${base}/api/library/flows?uc=SEA&a=google-ads`)).json()) as { items: unknown[] };
    await expect.poll(() => flows.count()).toBe(both.items.length);
    expect(await page.getByTestId('explorer-filter').textContent()).toBe('Filtered by: SEA · Google Ads');
    await screenshots(page, 'site-explorer')('filtered');
    await context.close();
  });

  it('serves the user guide at /docs in the site’s layout, its pages linked to each other', async () => {
    const base = stack().baseUrl;
    const front = await fetch(`${base}/docs`);
    expect(front.status).toBe(200);
    // Prerendered: the words are there without JavaScript.
    const html = await front.text();
    expect(html).toContain('id="site-doc"');
    expect(html).toContain('site-header');
    // Its images come along (docs/images).
    const image = await fetch(`${base}/docs/images/site-404.png`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    const { context, page, cspErrors } = await visitor();
    await page.goto(`${base}/docs`);
    await acceptConsent(page);
    await page.getByTestId('doc-article').locator('h1').first().waitFor();
    await page.locator('.site-docs-nav').getByRole('link', { name: 'Limits' }).first().click();
    await page.waitForURL(/\/docs\/limits$/);
    expect(await page.getByTestId('doc-article').locator('h1').first().textContent()).toMatch(/Limits/);
    // Links between the guide's pages stay in the guide.
    const hrefs = await page.getByTestId('doc-article').locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.endsWith('.md'))).toEqual([]);
    await screenshots(page, 'site-docs')('limits');
    expect(cspErrors).toEqual([]);
    await context.close();
  });
});
