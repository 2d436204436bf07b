import { z } from 'zod';
import { WsParams } from './params.js';
import { route } from './route.js';
import { ErrorBody, errorResponses, Id } from '../schemas/common.js';
import { ApprovalAnswerBody, ApprovalsQuery, ApprovalView } from '../schemas/approvals.js';

const tags = ['approvals'];
const ApprovalParams = z.object({ ws: Id, id: Id });

export const listApprovals = route('GET', '/api/workspaces/:ws/approvals', {
  tags,
  summary: "The workspace's approvals, newest first: pending ones (the inbox) by default",
  params: WsParams,
  querystring: ApprovalsQuery,
  response: { 200: z.object({ items: z.array(ApprovalView) }), ...errorResponses },
});

export const runApprovals = route('GET', '/api/workspaces/:ws/runs/:runId/approvals', {
  tags,
  summary: "A run's approvals with their recorded answers",
  params: z.object({ ws: Id, runId: Id }),
  response: { 200: z.object({ items: z.array(ApprovalView) }), ...errorResponses },
});

export const getApproval = route('GET', '/api/workspaces/:ws/approvals/:id', { tags, summary: 'One approval with its recorded answers', params: ApprovalParams, response: { 200: ApprovalView, ...errorResponses } });

export const answerApproval = route('POST', '/api/workspaces/:ws/approvals/:id/answer', {
  tags,
  summary: 'Answers an approval: the values must fit its form; 403 for a member who is not an approver, 409 once it is decided or past its deadline',
  params: ApprovalParams,
  body: ApprovalAnswerBody,
  response: { 200: ApprovalView, ...errorResponses, 409: ErrorBody, 503: ErrorBody },
});
