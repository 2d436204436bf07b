import { describe, expect, it } from 'vitest';
import type { ApprovalAnswer } from '../approvals-contract.js';
import type { ApprovalRequest } from './effects.js';
import { fakeEffects, lit, ref, run } from './interpreter-test-kit.js';

const prices = [{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }];
const step = (then: 'reject' | 'approve' | 'fail', extra: Record<string, unknown> = {}) => ({
  name: 'ask',
  type: 'approval',
  title: lit('Apply?'),
  message: ref('trigger', 'why'),
  approvers: { emails: ['Ada@Example.com'] },
  deadline: { after: 'PT1H', then },
  ...extra,
});

function answering(answer: Partial<ApprovalAnswer>) {
  const { effects } = fakeEffects();
  const requests: ApprovalRequest[] = [];
  effects.awaitApproval = async (request) => {
    requests.push(request);
    return { approvalId: 'a1', stepPath: request.stepPath, decision: 'approved', decidedBy: 'ada@example.com', decidedAt: '2026-01-01T00:10:00.000Z', timedOut: false, values: {}, itemDecisions: null, ...answer };
  };
  return { effects, requests };
}

describe('an approval step', () => {
  it('asks with its evaluated title and message, approvers and deadline, and splits the items by the decisions', async () => {
    const { effects, requests } = answering({ itemDecisions: ['approved', 'rejected', 'approved'], values: { note: 'ok' } });
    const { frame } = await run([step('reject', { items: lit(prices) })], effects, { why: 'Price check' });
    expect(requests[0]).toMatchObject({ stepPath: 'ask', title: 'Apply?', message: 'Price check', approvers: ['ada@example.com'], waitMs: 3_600_000, onDeadline: 'reject', items: prices });
    expect(frame.lookup('ask')).toMatchObject({ decision: 'approved', values: { note: 'ok' }, approved: [prices[0], prices[2]], rejected: [prices[1]] });
  });

  it('rejects every item when the decision is a rejection', async () => {
    const { effects } = answering({ decision: 'rejected', itemDecisions: ['approved', 'approved', 'approved'] });
    const { frame } = await run([step('reject', { items: lit(prices) })], effects);
    expect(frame.lookup('ask')).toMatchObject({ approved: [], rejected: prices });
  });

  it('fails the step when nobody answered and the deadline says fail; reads the deadline decision otherwise', async () => {
    const timedOut = { decision: 'rejected' as const, decidedBy: null, timedOut: true };
    const failed = await run([step('fail')], answering(timedOut).effects).catch((error: unknown) => error);
    expect(failed).toMatchObject({ type: 'ApprovalTimedOut', step: 'ask' });
    const { frame } = await run([step('approve')], answering({ ...timedOut, decision: 'approved' }).effects);
    expect(frame.lookup('ask')).toMatchObject({ decision: 'approved', timedOut: true, decidedBy: null });
  });

  it('cannot run without the effect (a step test)', async () => {
    const failed = await run([step('reject')]).catch((error: unknown) => error);
    expect(failed).toMatchObject({ type: 'NotSupported' });
  });
});
