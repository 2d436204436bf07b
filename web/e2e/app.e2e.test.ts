import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFlowThroughUi, followVerificationMail, launchBrowser, signUpThroughUi, browserSuite } from './browser';
import { startWebStack, TEMPORAL_UI_URL, type WebStack } from './web-stack';

let stack: WebStack;
let browser: Browser;
let page: Page;
/** Every Content-Security-Policy violation the browser reports, on any page of any test. */
const cspViolations: string[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startWebStack(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(`${page.url()}: ${message.text()}`);
  });
});

const nodes = (p: Page) => p.locator('[data-step]');

describe('the app in a browser', browserSuite, () => {
  it('sign-up refuses a common password with the policy message, then goes into the app with a notice to confirm the address; the mailed link confirms it', async () => {
    const email = `policy-${Date.now()}@example.test`;
    await page.goto(`${stack.baseUrl}/app/sign-up`);
    await page.getByLabel('Name', { exact: true }).fill('Paula Policy');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('alert').getByText('This password is too easy to guess', { exact: false }).waitFor();
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(/\/app\/w\/[0-9A-Z]{26}$/);
    await page.getByTestId('confirm-address').getByText(`Please confirm your email address: we sent a link to ${email}.`).waitFor();
    await followVerificationMail(page, stack.baseUrl, email);
    await page.waitForURL(/\/app\/w\/[0-9A-Z]{26}$/);
    await page.getByRole('heading', { name: 'Flows' }).waitFor();
    expect(await page.getByTestId('confirm-address').count()).toBe(0);
  });

  it('signs up, logs out and logs in again', async () => {
    const { email, password } = await signUpThroughUi(page, stack.baseUrl);
    await page.getByRole('heading', { name: 'Flows' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/app\/login/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/app\/w\/[0-9A-Z]{26}$/);
  });

  it('builds a flow on the canvas: add, duplicate, delete, undo, redo, save a version', async () => {
    await signUpThroughUi(page, stack.baseUrl);
    await createFlowThroughUi(page, 'E2E flow');
    await page.getByTestId('add-root').click();
    await page.getByTestId('insert-wait').click();
    await page.getByTestId('node-wait_1').waitFor();
    expect(await page.getByTestId('step-panel').textContent()).toContain('wait_1');

    await page.keyboard.press('Control+d');
    await page.getByTestId('node-wait_2').waitFor();
    await page.keyboard.press('Delete');
    await page.getByTestId('node-wait_2').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+z');
    await page.getByTestId('node-wait_2').waitFor();
    await page.keyboard.press('Control+y');
    await page.getByTestId('node-wait_2').waitFor({ state: 'detached' });
    expect(await nodes(page).count()).toBe(1);

    // A condition: both branches get their own "add step" affordance.
    await page.getByTestId('add-root').click();
    await page.getByTestId('insert-condition').click();
    await page.getByTestId('add-condition_1-consequent').waitFor();
    await page.getByTestId('add-condition_1-alternative').waitFor();

    await page.getByRole('button', { name: 'Save version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save version' });
    await dialog.getByLabel('Version name').fill('x'.repeat(49));
    expect(await dialog.getByTestId('name-counter').textContent()).toBe('49/48');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Version name').fill('First draft');
    await dialog.getByLabel('Change notes').fill('A wait and a condition');
    expect(await dialog.getByTestId('notes-counter').textContent()).toBe('22/640');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();

    await page.getByRole('button', { name: 'Versions' }).click();
    await page.getByTestId('versions-panel').getByText('First draft').waitFor();

    // Reloading shows the saved definition again.
    await page.reload();
    await page.getByTestId('node-condition_1').waitFor();
    await page.getByTestId('node-wait_1').waitFor();
  });

  it('copies a step in one flow and pastes it into another', async () => {
    await signUpThroughUi(page, stack.baseUrl);
    await createFlowThroughUi(page, 'Source');
    await page.getByTestId('add-root').click();
    await page.getByTestId('insert-wait').click();
    await page.getByTestId('node-wait_1').click();
    await page.keyboard.press('Control+c');
    await page.goto(page.url().replace(/\/flows\/.*$/, ''));
    await createFlowThroughUi(page, 'Target');
    await page.getByTestId('canvas').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('Control+v');
    await page.getByTestId('node-wait_1').waitFor();
  });

  it('shows the select texts of the seed and opens upward near the bottom', async () => {
    await signUpThroughUi(page, stack.baseUrl);
    await createFlowThroughUi(page, 'Select check');
    await page.getByTestId('add-root').click();
    await page.getByTestId('insert-action').click();
    const app = page.getByTestId('select-app');
    expect(await app.textContent()).toContain('Please select');
    await app.getByRole('button').click();
    await app.getByLabel('Search').fill('no app has this name');
    await app.getByText('No results found').waitFor();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1400, height: 420 });
    await app.getByRole('button').click();
    const dropdown = app.locator('.select-dropdown');
    expect(await dropdown.getAttribute('class')).toContain('up');
    const box = await dropdown.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(420 * 0.4 + 1);
  });

  it('connects an API-key app through its generated form, fixes config mistakes shown with their messages, then shows members and billing in the settings', async () => {
    const { email } = await signUpThroughUi(page, stack.baseUrl);
    await page.getByRole('link', { name: 'Connections' }).click();
    const pick = async (name: string) => {
      const app = page.getByTestId('select-connection-app');
      await app.getByRole('button').click();
      await app.getByRole('option', { name, exact: true }).click();
    };
    await pick('Mailgun');
    const form = page.getByTestId('connection-editor');
    await form.getByLabel('Name', { exact: true }).fill('Newsletter mail');
    // The credential is labelled as Mailgun names it; the sending domain is left out.
    await form.getByLabel('API Key').fill('key-123');
    await form.getByLabel('Sender').fill('Shop <alerts@mg.example.com>');
    await form.getByRole('button', { name: 'Save' }).click();
    // Refused with the field's message and nothing saved: the form stays open on its mistake.
    await form.locator('[data-field="domain"] .field-error').waitFor();
    expect(await page.getByTestId('connection').filter({ hasText: 'Newsletter mail' }).count()).toBe(0);
    await form.getByLabel('Domain').fill('mg.example.com');
    await form.getByRole('button', { name: 'Save' }).click();
    const connection = page.getByTestId('connection').filter({ hasText: 'Newsletter mail' });
    await connection.waitFor();
    expect(await connection.textContent()).not.toContain('Settings invalid');
    expect(await connection.textContent()).toContain('Not tested');

    // Slack's webhook URL is checked with the seed's message before anything is saved.
    await pick('Slack');
    await form.getByLabel('Name', { exact: true }).fill('Chat');
    await form.getByLabel('Webhook url').fill('not a url');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please provide a valid URL').first().waitFor();
    expect(await page.getByTestId('connection').filter({ hasText: 'Chat' }).count()).toBe(0);
    await form.getByLabel('Name', { exact: true }).fill('Team chat');
    await form.getByLabel('Webhook url').fill('https://hooks.slack.com/services/T0123ABCD/B0456EFGH/abcdefghijklmnopqrstuvwx');
    await form.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByTestId('connection').filter({ hasText: 'Team chat' });
    await saved.waitFor();
    expect(await saved.textContent()).not.toContain('Settings invalid');

    // An OAuth2 app without its server settings says so before the click, naming the settings.
    await pick('Klaviyo');
    await form.getByTestId('oauth2-not-configured').getByText('TANDEM_OAUTH_KLAVIYO_CLIENT_ID, TANDEM_OAUTH_KLAVIYO_CLIENT_SECRET', { exact: false }).waitFor();
    expect(await form.getByRole('button', { name: 'Connect with Klaviyo' }).isDisabled()).toBe(true);
    // The currency select starts with the workspace's currency, the others sorted.
    await pick('Shopify');
    await form.getByRole('button', { name: 'Currency' }).click();
    const currencies = await form.getByRole('listbox').getByRole('option').allTextContents();
    expect(currencies.slice(0, 2)).toEqual(['EUR', 'AED']);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByTestId('members').getByText(email).waitFor();
    expect(await page.getByTestId('billing').textContent()).toMatch(/Plan: Freemium/);
  });

  it('follows a running run live, links it in the Temporal UI and cancels it', async () => {
    await signUpThroughUi(page, stack.baseUrl);
    const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())?.[1];
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const post = async (path: string, data: unknown) => (await page.request.post(`${stack.baseUrl}${path}`, { data, headers: { 'x-csrf-token': csrf } })).json();
    const definition = { version: 1, trigger: { type: 'manual' }, steps: [{ name: 'pause', type: 'wait', duration: 'PT1H' }] };
    const flow = await post(`/api/workspaces/${ws}/flows`, { name: 'Waits an hour', definition });
    const { runId } = await post(`/api/workspaces/${ws}/flows/${flow.flowId}/runs`, {});

    await page.goto(`${stack.baseUrl}/app/w/${ws}/runs/${runId}`);
    await page.getByTestId('run-status').filter({ hasText: 'Running' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open in Temporal UI' }).getAttribute('href')).toMatch(new RegExp(`^${TEMPORAL_UI_URL}/namespaces/`));
    await page.getByRole('button', { name: 'Cancel run' }).click();
    await page.getByTestId('run-status').filter({ hasText: 'Cancelled' }).waitFor({ timeout: 20_000 });
  });

  it('speaks German with ?locale=de', async () => {
    await page.goto(`${stack.baseUrl}/app/login?locale=de`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await signUpThroughUi(page, stack.baseUrl);
    await page.goto(`${page.url()}?locale=de`);
    await page.getByRole('button', { name: 'Neuer Flow' }).waitFor();
  });

  it('fits the top bar and the editor\'s toolbar on a 1024 px screen in German: nothing cut off, no link broken over two lines', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signUpThroughUi(page, stack.baseUrl);
    await createFlowThroughUi(page, 'Wochenbericht der Kampagnen');
    await page.goto(`${page.url().split('?')[0]}?locale=de`);
    await page.getByRole('button', { name: 'Jetzt ausführen' }).waitFor();
    const boxes = await page.locator('.topbar a, .topbar button, .topbar select, .toolbar button, .toolbar a').evaluateAll((all) =>
      all.map((el) => {
        const box = el.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
        return { text: el.textContent ?? '', left: box.left, right: box.right, height: box.height, lines: Math.round((box.height - (el.tagName === 'A' ? 0 : 12)) / lineHeight) };
      }),
    );
    expect(boxes.map((b) => b.text)).toEqual(expect.arrayContaining(['Abmelden', 'Flow-Bibliothek', 'Jetzt ausführen', 'An früheren Läufen testen']));
    for (const box of boxes) {
      expect(box.left, box.text).toBeGreaterThanOrEqual(0);
      expect(box.right, box.text).toBeLessThanOrEqual(1024);
      expect(box.lines, box.text).toBeLessThanOrEqual(1);
    }
  });

  it('opens the API docs, and no page broke the Content-Security-Policy', async () => {
    const response = await page.goto(`${stack.baseUrl}/api/docs`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByText('Tandem API').first().waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(cspViolations).toEqual([]);
  });
});
