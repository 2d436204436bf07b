import type { SiteManifest } from '@tandem/services/schemas/site';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteTexts } from '../src/site/site-texts';
import { screenshots, browserSuite } from './browser';
import { useWebStack } from './use-web-stack';
import { webDist } from './web-build';

const { stack, browser } = useWebStack();
const manifest = (): SiteManifest => JSON.parse(readFileSync(join(webDist, 'site', 'pages.json'), 'utf8')) as SiteManifest;

/** A fresh visitor; every Content-Security-Policy complaint of the page is collected. */
async function visitor(width = 1280): Promise<{ context: BrowserContext; page: Page; cspErrors: string[] }> {
  const context = await browser().newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  return { context, page, cspErrors };
}

const consentBox = (page: Page) => page.locator('#cc-main .cm');

describe('the public site', browserSuite, () => {
  it('serves every page in both languages as complete HTML with its own title, canonical URL and hreflang alternates', async () => {
    const { baseUrl } = stack();
    // Canonical and alternate URLs name the public origin (PUBLIC_URL), not the address a test listens on.
    const origin = stack().config.publicUrl;
    // The site's own pages (the user guide's are checked below).
    const pages = manifest().pages.filter((page) => !page.key.startsWith('docs/'));
    expect(pages).toHaveLength(Object.keys(siteTexts.en.pages).length * 2);
    for (const path of ['/product', '/pricing', '/blog', '/release-notes', '/success-stories', '/about-us', '/contact', '/compare-tools', '/support-services', '/privacy', '/terms', '/flows']) {
      expect(pages.map((p) => p.path)).toContain(path);
    }
    for (const path of ['/de/produkt', '/de/preise', '/de/kontakt', '/de/uber-uns', '/de/success-stories', '/de/privacy', '/de/terms']) {
      expect(pages.map((p) => p.path)).toContain(path);
    }
    const titles = new Set<string>();
    for (const page of pages) {
      const response = await fetch(`${baseUrl}${page.path}`, { redirect: 'manual' });
      expect(response.status, page.path).toBe(200);
      const html = await response.text();
      const words = siteTexts[page.locale].pages[page.key as keyof typeof siteTexts.en.pages];
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
      expect(title, page.path).toBeTruthy();
      titles.add(title!);
      expect(html).toContain(`<html lang="${page.locale}">`);
      // Without JavaScript the page already holds its heading and its words.
      expect(html).toMatch(new RegExp(`<h1>${words.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(html).toContain(`<meta name="description" content="`);
      expect(html).toContain(`<link rel="canonical" href="${origin}${page.path}" />`);
      for (const other of pages.filter((p) => p.key === page.key)) {
        expect(html).toContain(`<link rel="alternate" hreflang="${other.locale}" href="${origin}${other.path}" />`);
      }
      for (const section of words.sections) expect(html).toContain(section.heading.replace(/&/g, '&amp;'));
      // The site's own chunk, not the app's.
      expect(html).toMatch(/src="\/app\/assets\/site-[\w-]+\.js"/);
      expect(html).not.toMatch(/assets\/(app|editor-page)-/);
    }
    expect(titles.size).toBe(pages.length);

    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const page of pages) expect(sitemap).toContain(`<loc>${origin}${page.path}</loc>`);
    expect(sitemap).toContain(`hreflang="de" href="${origin}/de/preise"`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /app/');

    // The app stays at /app, and its explore links too.
    for (const path of ['/app/', '/app/flows?uc=SEA']) {
      const app = await fetch(`${baseUrl}${path}`);
      expect(app.status).toBe(200);
      expect(await app.text()).toContain('<div id="root">');
    }
    expect((await fetch(`${baseUrl}/sign-up?affiliate=abc`, { redirect: 'manual' })).headers.get('location')).toBe('/app/sign-up?affiliate=abc');

    // A path typed with a trailing slash leads to its page, with its query; the home page stays itself.
    for (const [typed, location] of [['/de/', '/de'], ['/pricing/?affiliate=abc', '/pricing?affiliate=abc'], ['/docs/', '/docs']]) {
      const response = await fetch(`${baseUrl}${typed}`, { redirect: 'manual' });
      expect(response.status, typed).toBe(301);
      expect(response.headers.get('location'), typed).toBe(location);
    }
    expect((await fetch(`${baseUrl}/`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${baseUrl}/no-such-page/`, { redirect: 'manual' })).status).toBe(404);
  });

  it('shows the consent box on the first visit, stores the chosen categories and does not ask again', async () => {
    const { context, page, cspErrors } = await visitor();
    const shot = screenshots(page, 'site-consent');
    await page.goto(`${stack().baseUrl}/pricing`);
    await consentBox(page).waitFor();
    for (const name of ['Accept all', 'Accept necessary', 'Manage preferences']) await consentBox(page).getByRole('button', { name }).waitFor();
    const box = (await consentBox(page).boundingBox())!;
    expect(box.x).toBeLessThan(100);
    expect(box.y + box.height).toBeGreaterThan(900 - 100);
    await shot('box');

    await consentBox(page).getByRole('button', { name: 'Manage preferences' }).click();
    const preferences = page.locator('#cc-main .pm');
    await preferences.getByRole('button', { name: 'Accept selected' }).waitFor();
    await preferences.getByRole('button', { name: 'Close' }).waitFor();
    // necessary is on and fixed, performance on by default, marketing off.
    expect(await preferences.locator('input[value="necessary"]').isChecked()).toBe(true);
    expect(await preferences.locator('input[value="necessary"]').isDisabled()).toBe(true);
    expect(await preferences.locator('input[value="performance"]').isChecked()).toBe(true);
    expect(await preferences.locator('input[value="marketing"]').isChecked()).toBe(false);
    await shot('preferences');
    await preferences.getByRole('button', { name: 'Accept selected' }).click();

    const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
    const stored = JSON.parse(decodeURIComponent(cookie!.value)) as { categories: string[]; revision: number };
    expect(stored.categories.sort()).toEqual(['necessary', 'performance']);
    expect(stored.revision).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(await consentBox(page).isVisible()).toBe(false);
    await shot('after-choice');
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('switches the language: DE and EN, /pricing becomes /pricing?locale=de, an open consent box is re-languaged', async () => {
    const { context, page, cspErrors } = await visitor();
    const shot = screenshots(page, 'site-language');
    await page.goto(`${stack().baseUrl}/pricing`);
    await consentBox(page).getByRole('button', { name: 'Accept all' }).waitFor();
    const switcher = page.getByLabel('Language');
    expect(await switcher.locator('option').allTextContents()).toEqual(['EN', 'DE']);
    const asked = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/pricing');
    // The consent box speaks German before the page reloads.
    const relanguaged = consentBox(page).getByRole('button', { name: 'Alle akzeptieren' }).waitFor();
    await switcher.selectOption('de');
    await relanguaged;
    expect(new URL((await asked).url()).search).toBe('?locale=de');
    await page.waitForURL(/\/de\/preise$/);
    await page.getByRole('heading', { level: 1, name: siteTexts.de.pages.pricing.heading }).waitFor();
    await shot('german');
    await page.getByLabel('Sprache').selectOption('en');
    await page.waitForURL(/\/pricing$/);
    await page.getByRole('heading', { level: 1, name: siteTexts.en.pages.pricing.heading }).waitFor();
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it('keeps ?affiliate=abc in the browser and adds it to the links into the app on later pages and after a reload', async () => {
    const { context, page } = await visitor();
    const base = stack().baseUrl;
    const appLinks = async () => ({
      login: await page.getByRole('link', { name: 'Login' }).getAttribute('href'),
      start: await page.locator('header').getByRole('link', { name: 'Start for free' }).getAttribute('href'),
    });
    await page.goto(`${base}/?affiliate=abc`);
    await expect.poll(appLinks).toEqual({ login: '/app/?affiliate=abc', start: '/app/sign-up?affiliate=abc' });
    await page.goto(`${base}/product`);
    await expect.poll(appLinks).toEqual({ login: '/app/?affiliate=abc', start: '/app/sign-up?affiliate=abc' });
    await page.reload();
    await expect.poll(appLinks).toEqual({ login: '/app/?affiliate=abc', start: '/app/sign-up?affiliate=abc' });
    const stores = await page.evaluate(async () => {
      const fromDb = await new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('tandem-site');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('affiliate').objectStore('affiliate').get('current');
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
      });
      return { db: fromDb, local: localStorage.getItem('tandem.affiliate'), session: sessionStorage.getItem('tandem.affiliate') };
    });
    for (const stored of [stores.db, JSON.parse(stores.local!), JSON.parse(stores.session!)] as { code: string; storedAt: string }[]) {
      expect(stored.code).toBe('abc');
      expect(Date.now() - Date.parse(stored.storedAt)).toBeLessThan(60_000);
    }
    // A new visit in the same browser (session storage gone) still carries it, from local storage.
    const later = await context.newPage();
    await later.goto(`${base}/de/preise`);
    await expect.poll(() => later.locator('header').getByRole('link', { name: 'Kostenlos starten' }).getAttribute('href')).toBe('/app/sign-up?affiliate=abc');
    await context.close();
  });

  it('toggles the menu on a 375 px screen', async () => {
    const { context, page } = await visitor(375);
    const shot = screenshots(page, 'site-mobile');
    await page.goto(`${stack().baseUrl}/product`);
    await page.getByRole('button', { name: 'Accept necessary' }).click();
    const menu = page.getByTestId('site-menu');
    const button = page.getByRole('button', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(false);
    await shot('closed');
    await button.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Pricing' }).waitFor();
    await shot('open');
    await button.click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await context.close();
  });

  it('explores the flow library by use case and by app from the Solutions menu; "use this flow" leads to sign-up with the affiliate', async () => {
    const { context, page, cspErrors } = await visitor();
    const shot = screenshots(page, 'site-flows');
    const base = stack().baseUrl;
    await page.goto(`${base}/pricing?affiliate=partner-7`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.locator('summary', { hasText: 'Solutions' }).click();
    await page.getByRole('link', { name: 'Alerts & Tasks' }).click();
    await page.waitForURL(/\/flows\?uc=Alerts/);
    const expected = (await (await fetch(`${base}/api/library/flows?uc=${encodeURIComponent('Alerts & Tasks')}`)).json()) as { items: { name: string }[] };
    expect(expected.items.length).toBeGreaterThan(0);
    const flows = page.getByTestId('explorer-flow');
    await expect.poll(() => flows.count()).toBe(expected.items.length);
    for (const text of await flows.allTextContents()) expect(text).toContain('Alerts & Tasks');
    expect(await flows.first().getByTestId('explorer-preview-steps').locator('li').count()).toBeGreaterThan(0);
    const use = await flows.first().getByRole('link', { name: 'Use this flow' }).getAttribute('href');
    expect(use).toMatch(/^\/app\/sign-up\?next=%2Fapp%2Fflows/);
    expect(use).toContain('affiliate=partner-7');
    await shot('use-case');

    await page.locator('summary', { hasText: 'Solutions' }).click();
    await page.getByRole('link', { name: 'Shopify' }).click();
    await page.waitForURL(/\/flows\?a=shopify/);
    const byApp = (await (await fetch(`${base}/api/library/flows?a=shopify`)).json()) as { items: unknown[] };
    await expect.poll(() => flows.count()).toBe(byApp.items.length);
    await shot('app');
    expect(cspErrors).toEqual([]);
    await context.close();
  });
});
