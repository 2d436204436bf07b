import { chromium, type Browser, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

let counter = 0;

/** Signs a fresh user up through the sign-up page; resolves on the flows dashboard. */
export async function signUpThroughUi(page: Page): Promise<{ email: string; password: string }> {
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}@example.test`;
  const password = 'correct horse battery';
  await page.goto(`${BASE_URL}/app/sign-up`);
  await page.getByLabel('Name').fill('Erika E2E');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(/\/app\/w\/[0-9A-Z]{26}$/);
  return { email, password };
}

/** Creates a flow from the dashboard (the name is asked in a prompt) and waits for the editor. */
export async function createFlowThroughUi(page: Page, name: string): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept(name));
  await page.getByRole('button', { name: 'New flow' }).click();
  await page.waitForURL(/\/flows\/[0-9A-Z]{26}/);
  await page.getByTestId('canvas').waitFor();
}
