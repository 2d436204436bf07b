import { z } from 'zod';
import { route } from './route.js';
import { ErrorBody, errorResponses } from '../schemas/common.js';
import { ApprovalAnswerBody, ApprovalLinkView } from '../schemas/approvals.js';

const tags = ['approvals'];
const TokenParams = z.object({ token: z.string().min(1).max(200) });

export const approvalLink = route('GET', '/api/approval-links/:token', { tags, summary: 'What a single-use approval link decides, and whether it still can', params: TokenParams, response: { 200: ApprovalLinkView, ...errorResponses } });

export const answerApprovalLink = route('POST', '/api/approval-links/:token/answer', {
  tags,
  summary: 'Answers through a single-use link; 410 once the link was used, 409 once the approval is decided or past its deadline',
  params: TokenParams,
  body: ApprovalAnswerBody,
  response: { 200: ApprovalLinkView, ...errorResponses, 409: ErrorBody, 410: ErrorBody, 503: ErrorBody },
});
