import { createApprovalLink } from '@tandem/platform/approvals';
import type { Page } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserSuite, screenshots, signUpThroughUi } from './browser';
import { useWebStack } from './use-web-stack';

const { stack, browser } = useWebStack();
const docImage = (name: string) => fileURLToPath(new URL(`../../docs/images/${name}`, import.meta.url));

const lit = (value: unknown) => ({ type: 'literal', value });
const prices = [
  { sku: 'TEE-S', from: 19, to: 21 },
  { sku: 'TEE-M', from: 19, to: 22 },
  { sku: 'CAP', from: 12, to: 9 },
];
const definition = {
  version: 1,
  trigger: { type: 'manual' },
  steps: [
    {
      name: 'review_prices',
      displayName: 'Review price changes',
      type: 'approval',
      title: lit('Apply 3 price changes'),
      message: lit('The repricing found 3 changes. Untick the ones to leave as they are.'),
      form: { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'] },
      items: lit(prices),
      deadline: { after: 'P3D', then: 'reject' },
    },
  ],
};

async function api(page: Page) {
  const ws = /\/w\/([0-9A-Z]{26})/.exec(page.url())?.[1] ?? '';
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '';
  const post = async (path: string, data: unknown) => (await page.request.post(`${stack().baseUrl}${path}`, { data, headers: { 'x-csrf-token': csrf } })).json();
  const get = async (path: string) => (await page.request.get(`${stack().baseUrl}${path}`)).json();
  return { ws, post, get };
}

/** Starts a run of the approval flow and resolves with its approval once the run waits for it. */
async function waitingApproval(page: Page): Promise<{ flowId: string; runId: string; approvalId: string }> {
  const { ws, post, get } = await api(page);
  const flow = await post(`/api/workspaces/${ws}/flows`, { name: `Repricing ${Date.now()}`, definition });
  const { runId } = await post(`/api/workspaces/${ws}/flows/${flow.flowId}/runs`, {});
  let approvalId = '';
  await expect
    .poll(
      async () => {
        approvalId = (await get(`/api/workspaces/${ws}/runs/${runId}/approvals`)).items?.[0]?.approvalId ?? '';
        return approvalId;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return { flowId: flow.flowId, runId, approvalId };
}

describe('approvals in the browser', browserSuite, () => {
  it('the inbox lists a waiting approval; the member fills the form, unticks an item and approves; the run page shows the answer', async () => {
    const page = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const shot = screenshots(page, 'approvals');
    const { email } = await signUpThroughUi(page, stack().baseUrl);
    const { ws } = await api(page);
    const { flowId, runId } = await waitingApproval(page);

    await page.getByRole('link', { name: 'Approvals' }).click();
    await page.waitForURL(/\/approvals$/);
    const card = page.getByTestId('approval');
    await card.getByText('Apply 3 price changes').waitFor();
    expect(await card.getByTestId('approval-item').count()).toBe(3);
    await page.screenshot({ path: docImage('approvals-inbox.png'), fullPage: true });

    // The form is required: approving without a reason is refused with the form's message.
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText("The values do not fit the approval's form").waitFor();
    await card.getByLabel('reason').fill('Margins are back');
    await card.getByTestId('approval-item').nth(2).getByRole('checkbox').uncheck();
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByTestId('approval-decision').getByText('Approved').waitFor();
    expect(await card.getByTestId('approval-answers').textContent()).toContain(email);
    expect(await card.getByTestId('approval-answers').textContent()).toContain('2/3');
    await shot('approved');

    await page.goto(`${stack().baseUrl}/app/w/${ws}/runs/${runId}`);
    const runApprovals = page.getByTestId('run-approvals');
    await runApprovals.getByTestId('approval-decision').getByText('Approved').waitFor();
    expect(await runApprovals.getByTestId('approval-answers').textContent()).toContain(email);
    await expect.poll(async () => (await api(page)).get(`/api/workspaces/${ws}/runs/${runId}`).then((r) => r.status), { timeout: 30_000 }).toBe('completed');
    await shot('run-page');

    // The canvas: the approval step's node and its settings in the step panel.
    await page.goto(`${stack().baseUrl}/app/w/${ws}/flows/${flowId}`);
    await page.getByTestId('node-review_prices').click();
    const panel = page.getByTestId('approval-settings');
    await panel.waitFor();
    expect(await panel.getByTestId('approval-deadline').inputValue()).toBe('P3D');
    expect(await panel.getByTestId('approval-form-field').count()).toBe(1);
    await page.screenshot({ path: docImage('approval-step-panel.png'), fullPage: true });
  });

  it('the link page answers without signing in, once; a second visit says the link was used', async () => {
    const member = await (await browser().newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signUpThroughUi(member, stack().baseUrl);
    const { approvalId } = await waitingApproval(member);
    const approval = await stack().db.selectFrom('approvals').select(['deadlineAt', 'workspaceId']).where('id', '=', approvalId).executeTakeFirstOrThrow();
    const owner = await stack().db.selectFrom('workspaces').select('creatorId').where('id', '=', approval.workspaceId).executeTakeFirstOrThrow();
    // The link a request mail carries (the web stack sends no mail): the same function mints it.
    const token = await createApprovalLink(stack().db, approvalId, owner.creatorId, approval.deadlineAt);

    const page = await (await browser().newContext({ viewport: { width: 900, height: 1000 } })).newPage();
    const shot = screenshots(page, 'approval-link');
    await page.goto(`${stack().baseUrl}/app/approve/${token}`);
    const link = page.getByTestId('approval-link');
    await link.getByText('Apply 3 price changes').waitFor();
    await link.getByText(/without signing in/).waitFor();
    await page.screenshot({ path: docImage('approval-link.png'), fullPage: true });
    await link.getByRole('button', { name: 'Reject' }).click();
    await link.getByText('Thank you: your decision was recorded.').waitFor();
    await shot('answered');

    await page.reload();
    const state = link.getByTestId('approval-link-state');
    await state.waitFor();
    expect(await state.getAttribute('data-state')).toBe('used');
    expect(await state.textContent()).toBe('This link was already used. Each approval link works once.');
    expect(await link.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await shot('used');
  });
});
