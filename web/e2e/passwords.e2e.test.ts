import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '@tandem/services/testing';
import { browserSuite, screenshots, signUpThroughUi } from './browser';
import { useWebStack } from './use-web-stack';

const { stack, browser } = useWebStack();
const newPage = async (): Promise<Page> => (await browser().newContext({ viewport: { width: 1300, height: 900 } })).newPage();
const inApp = /\/app\/w\/[0-9A-Z]{26}$/;

/** The pages of the account walls: the confirmation link opened elsewhere, reset by mail, change in Settings. */
describe('passwords in the browser', browserSuite, () => {
  it('the confirmation link opened in another browser asks for a password, which replaces the sign-up one and signs the first browser out', async () => {
    const first = await newPage();
    const { email } = await signUpThroughUi(first, stack().baseUrl);
    const owner = await newPage();
    const shot = screenshots(owner, 'passwords-claim');
    const link = (await waitForMail(email, (m) => m.action?.link.startsWith('/verify?') ?? false)).action!.link;
    await owner.goto(`${stack().baseUrl}/app${link}`);
    await owner.getByText('To confirm this address, choose your password.', { exact: false }).waitFor();
    await shot('choose');
    await owner.getByLabel('New password', { exact: true }).fill('violet kettle ferry lantern');
    await owner.getByRole('button', { name: 'Confirm and sign in' }).click();
    await owner.waitForURL(inApp);
    await first.reload();
    await first.waitForURL(/\/app\/login/);
  });

  it('resets a forgotten password from the login page by mail', async () => {
    const setup = await newPage();
    const { email } = await signUpThroughUi(setup, stack().baseUrl);
    const page = await newPage();
    const shot = screenshots(page, 'passwords-reset');
    await page.goto(`${stack().baseUrl}/app/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/app\/forgot-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Mail me a link' }).click();
    await page.getByRole('status').getByText(`If an account uses ${email}, a link is on its way.`, { exact: false }).waitFor();
    await shot('asked');
    const link = (await waitForMail(email, (m) => m.action?.link.startsWith('/reset-password?') ?? false)).action!.link;
    await page.goto(`${stack().baseUrl}/app${link}`);
    await page.getByLabel('New password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('alert').getByText('This password is too easy to guess', { exact: false }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('amber walrus quietly sings');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL(inApp);
    await shot('signed-in');
    await setup.reload();
    await setup.waitForURL(/\/app\/login/);
  });

  it('changes the password in Settings with the current one', async () => {
    const page = await newPage();
    const { email, password } = await signUpThroughUi(page, stack().baseUrl);
    await page.getByRole('link', { name: 'Settings' }).click();
    const card = page.getByTestId('change-password');
    await card.getByLabel('Current password').fill('not my password');
    await card.getByLabel('New password', { exact: true }).fill('granite owl mellow harbor');
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByRole('alert').getByText('The current password is wrong.').waitFor();
    await card.getByLabel('Current password').fill(password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByRole('status').getByText('Your password is changed.', { exact: false }).waitFor();
    await screenshots(page, 'passwords-change')('changed');

    const again = await newPage();
    await again.goto(`${stack().baseUrl}/app/login`);
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password').fill('granite owl mellow harbor');
    await again.getByRole('button', { name: 'Log in' }).click();
    await again.waitForURL(inApp);
    expect(again.url()).toMatch(inApp);
  });
});
