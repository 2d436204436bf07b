import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { verificationLinkFor } from '@tandem/services/testing';

/** Debian's Chromium, headless; `--no-sandbox` because the tests run as root. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * The options of every browser suite. In CI a browser test that fails is run once more: the tests drive
 * the whole stack on a 2-core machine next to every other integration test, where a wait can run out
 * for reasons of load alone. A test that passes only on its second try is still reported by name as
 * flaky at the end of `npm test` (scripts/test.ts), so it is seen and not hidden.
 */
export const browserSuite = { retry: process.env.CI ? 1 : 0 };

const artifacts = fileURLToPath(new URL('../../test-artifacts', import.meta.url));

/** Screenshots of each stage, numbered in order, under test-artifacts/<suite>/. */
export function screenshots(page: Page, suite: string): (stage: string) => Promise<void> {
  const folder = join(artifacts, suite);
  mkdirSync(folder, { recursive: true });
  let count = 0;
  return async (stage) => {
    count += 1;
    await page.screenshot({ path: join(folder, `${String(count).padStart(2, '0')}-${stage}.png`), fullPage: true });
  };
}

let counter = 0;

/** Opens the link of the verification mail (from the test outbox): it confirms the address and signs in. */
export async function followVerificationMail(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/app${await verificationLinkFor(email)}`);
}

/** Signs a fresh user up through the sign-up page (signed in at once, address unconfirmed); resolves on the flows dashboard. */
export async function signUpThroughUi(page: Page, baseUrl: string): Promise<{ email: string; password: string }> {
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}@example.test`;
  const password = 'correct horse battery';
  await page.goto(`${baseUrl}/app/sign-up`);
  await page.getByLabel('Name').fill('Erika E2E');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(/\/app\/w\/[0-9A-Z]{26}$/);
  return { email, password };
}

/** Creates a flow from the dashboard (its name asked in the "New flow" dialog) and waits for the editor. */
export async function createFlowThroughUi(page: Page, name: string, description = ''): Promise<void> {
  await page.getByRole('button', { name: 'New flow' }).click();
  const dialog = page.getByRole('dialog', { name: 'New flow' });
  await dialog.getByLabel('Name').fill(name);
  if (description) await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create flow' }).click();
  await page.waitForURL(/\/flows\/[0-9A-Z]{26}/);
  await page.getByTestId('canvas').waitFor();
}

/** Switches an input to a reference and picks the path from the tree of earlier outputs. */
export async function pickReference(field: Locator, path: string[]): Promise<void> {
  await field.getByRole('button', { name: 'Reference', exact: true }).first().click();
  await field.getByTitle('Pick a value from an earlier step').first().click();
  const tree = field.locator('.reference-tree').first();
  for (const [i, segment] of path.entries()) {
    const item = tree.locator('li', { has: field.page().getByRole('button', { name: segment, exact: true }) }).last();
    if (i < path.length - 1) await item.getByRole('button', { name: '▸' }).first().click();
    else await item.getByRole('button', { name: segment, exact: true }).click();
  }
}
