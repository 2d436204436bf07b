import { z } from 'zod';
import { route } from './route.js';
import { Workspace } from '../schemas/account.js';
import { Billing } from '../schemas/billing.js';
import { errorResponses, Id } from '../schemas/common.js';



export const billing = route('GET', '/api/workspaces/:ws/billing', { tags: ['billing'], params: z.object({ ws: Id }), response: { 200: Billing, ...errorResponses } });

export const setBillingUser = route('PATCH', '/api/workspaces/:ws/billing', {
  tags: ['billing'],
  summary: 'Makes another member the billing user (the owner or the billing user only)',
  params: z.object({ ws: Id }),
  body: z.object({ billingUserId: Id }),
  response: { 200: Workspace, ...errorResponses },
});
