import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshots, signUpThroughUi } from './browser';
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

describe('invitations in the browser', () => {
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
    await card.getByTestId('invitation-row').filter({ hasText: invitee }).waitFor();

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
    await guest.getByTestId('invitation').getByText(invitee).waitFor();
    await screenshots(guest, 'invitations-guest')('accept');
    await guest.getByRole('button', { name: 'Accept the invitation' }).click();
    await guest.waitForURL(new RegExp(`/app/w/${ws}$`));

    // The owner sees the new member and no open invitation any more.
    await owner.reload();
    await owner.getByTestId('members').getByText(invitee).waitFor();
    await owner.getByTestId('invitations').getByText('No open invitations.').waitFor();
    await shot('accepted');
  });
});
