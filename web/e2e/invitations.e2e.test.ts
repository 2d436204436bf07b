import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followVerificationMail, launchBrowser, screenshots, signUpThroughUi, browserSuite } from './browser';
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

const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: { width: 1300, height: 900 } })).newPage();

describe('invitations in the browser', browserSuite, () => {
  it('invites by email (showing the URL), revokes one, and the invitee accepts after signing up from the link', async () => {
    const owner = await newPage();
    const shot = screenshots(owner, 'invitations');
    await signUpThroughUi(owner, stack.baseUrl);
    const ws = /\/w\/([0-9A-Z]{26})/.exec(owner.url())?.[1] ?? '';
    await owner.getByRole('link', { name: 'Settings' }).click();
    const card = owner.getByTestId('invitations');
    await card.getByText('No open invitations.').waitFor();

    const invitee = `invitee-${Date.now()}@example.test`;
    await card.getByLabel('Email address to invite').fill(invitee);
    await card.getByRole('button', { name: 'Invite' }).click();
    const url = await card.getByLabel('Invitation URL').inputValue();
    expect(url).toMatch(/\/invitations\/[0-9A-Z]{26}$/);
    await card.getByTestId('invitation-row').filter({ hasText: invitee }).getByText('pending').waitFor();
    // The link can be copied again later (kept: it works only for the invited, confirmed address).
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    owner.on('dialog', (dialog) => void dialog.dismiss());
    await card.getByTestId('invitation-row').filter({ hasText: invitee }).getByRole('button', { name: 'Copy link' }).click();
    await card.getByTestId('invitation-row').filter({ hasText: invitee }).getByRole('button', { name: 'Link copied' }).waitFor();

    await card.getByLabel('Email address to invite').fill('someone-else@example.test');
    await card.getByRole('button', { name: 'Invite' }).click();
    const other = card.getByTestId('invitation-row').filter({ hasText: 'someone-else@example.test' });
    await other.waitFor();
    await shot('invited');
    await other.getByRole('button', { name: 'Revoke' }).click();
    await other.waitFor({ state: 'detached' });
    expect(await card.getByTestId('invitation-row').count()).toBe(1);

    // The invitee opens the link signed out, signs up with the invited address and comes back to accept.
    const guest = await newPage();
    const invitationId = url.split('/').pop() ?? '';
    await guest.goto(`${stack.baseUrl}/app/invitations/${invitationId}`);
    await guest.waitForURL(/\/app\/login\?next=/);
    await guest.getByRole('link', { name: 'Sign up' }).click();
    await guest.waitForURL(/\/app\/sign-up\?next=/);
    await guest.getByLabel('Name').fill('Ivo Invitee');
    await guest.getByLabel('Email').fill(invitee);
    await guest.getByLabel('Password').fill('correct horse battery');
    await guest.getByRole('button', { name: 'Sign up' }).click();
    await guest.waitForURL(new RegExp(`/app/invitations/${invitationId}$`));
    // Only a confirmed address accepts: the mailed link (opened in the same browser) leads back to the invitation.
    await followVerificationMail(guest, stack.baseUrl, invitee);
    // The link says what it did before going on.
    await guest.getByTestId('verify-done').getByRole('heading', { name: 'Email address confirmed' }).waitFor();
    await guest.waitForURL(new RegExp(`/app/invitations/${invitationId}$`));
    await guest.getByTestId('invitation').getByText(invitee).waitFor();
    // The invitation names the workspace and who sent it.
    expect(await guest.getByTestId('invitation-from').textContent()).toMatch(/^Erika E2E invited you to the workspace “.+” on Tandem\.$/);
    await screenshots(guest, 'invitations-guest')('accept');
    await guest.getByRole('button', { name: 'Accept the invitation' }).click();
    await guest.waitForURL(new RegExp(`/app/w/${ws}$`));

    // The owner sees the new member and no open invitation any more.
    await owner.reload();
    await owner.getByTestId('members').getByText(invitee).waitFor();
    await owner.getByTestId('invitations').getByText('No open invitations.').waitFor();
    // The accepted invitation stays listed, with who accepted it.
    await owner.getByTestId('invitations').getByTestId('invitation-row').filter({ hasText: invitee }).getByText('accepted by Ivo Invitee', { exact: false }).waitFor();
    await shot('accepted');

    // The confirmation link opened again by its signed-in owner: done already, not "invalid... log in".
    await followVerificationMail(guest, stack.baseUrl, invitee);
    await guest.getByTestId('verify-done').getByRole('heading', { name: 'Already confirmed' }).waitFor();
    await guest.getByRole('button', { name: 'Continue to the app' }).click();
    await guest.waitForURL((url) => !url.pathname.endsWith('/verify'));
    await guest.goto(`${stack.baseUrl}/app/w/${ws}`);

    // The member sees the settings without the owner's parts: no invitations, limits read-only, no removing others.
    await guest.getByRole('link', { name: 'Settings' }).click();
    const limits = guest.getByTestId('limits');
    await limits.getByText('Only the owner of the workspace can change this.').waitFor();
    expect(await limits.getByLabel('Maximum run time (minutes)').isDisabled()).toBe(true);
    expect(await limits.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await guest.getByTestId('invitations').count()).toBe(0);
    const rows = guest.getByTestId('member-row');
    await rows.filter({ hasText: invitee }).getByRole('button', { name: 'Leave the workspace' }).waitFor();
    expect(await guest.getByTestId('members').getByRole('button', { name: 'Remove' }).count()).toBe(0);
    expect(await guest.getByTestId('billing-user').getByLabel('Billing user').isDisabled()).toBe(true);
    expect(await guest.getByTestId('delete-workspace').count()).toBe(0);
    await screenshots(guest, 'invitations-guest')('member-settings');

    // The owner changes the limits and removes the member.
    await owner.getByTestId('limits').getByLabel('Maximum run time (minutes)').fill('120');
    await owner.getByTestId('limits').getByRole('button', { name: 'Save' }).click();
    await owner.getByTestId('limits').getByText('Saved').waitFor();
    const member = owner.getByTestId('member-row').filter({ hasText: invitee });
    await member.getByRole('button', { name: 'Remove' }).click();
    await member.waitFor({ state: 'detached' });
  });

  it('creates an API token with a name and an expiry, shows it once, lists and revokes it; the owner deletes the workspace', async () => {
    const page = await newPage();
    const shot = screenshots(page, 'tokens');
    await signUpThroughUi(page, stack.baseUrl);
    const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())?.[1] ?? '';
    await page.getByRole('link', { name: 'Settings' }).click();
    const card = page.getByTestId('tokens');
    await card.getByText('No API tokens.').waitFor();
    await card.getByLabel('Token name').fill('Reporting script');
    await card.getByLabel('Valid for').selectOption('30');
    await card.getByRole('button', { name: 'Create token' }).click();
    const token = await card.getByLabel('New API token').inputValue();
    expect(token).toMatch(/^tdm_/);
    const row = card.getByTestId('token-row').filter({ hasText: 'Reporting script' });
    await row.getByText('never used').waitFor();
    const call = () => page.request.get(`${stack.baseUrl}/api/workspaces/${ws}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call()).status()).toBe(200);
    await page.reload();
    await card.getByTestId('token-row').filter({ hasText: 'last used' }).waitFor();
    expect(await card.getByLabel('New API token').count()).toBe(0);
    await shot('listed');
    await card.getByTestId('token-row').getByRole('button', { name: 'Revoke' }).click();
    await card.getByText('No API tokens.').waitFor();
    expect((await call()).status()).toBe(401);

    // The owner deletes the workspace and lands in their other one.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
    const other = await (await page.request.post(`${stack.baseUrl}/api/workspaces`, { data: { name: 'Other' }, headers: { 'x-csrf-token': csrf } })).json();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('delete-workspace').getByRole('button', { name: 'Delete workspace' }).click();
    await page.waitForURL(new RegExp(`/app/w/${other.workspaceId}$`));
    expect((await page.request.get(`${stack.baseUrl}/api/workspaces/${ws}`)).status()).toBe(404);
  });
});
