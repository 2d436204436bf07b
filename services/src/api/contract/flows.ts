import { z } from 'zod';
import { WsParams, FlowParams } from './params.js';
import { route } from './route.js';
import { errorResponses } from '../schemas/common.js';
import { CreateFlowBody, Flow, UpdateFlowBody } from '../schemas/flows.js';


export const listFlows = route('GET', '/api/workspaces/:ws/flows', {
  tags: ['flows'],
  params: WsParams,
  querystring: z.object({ metricsPeriod: z.enum(['last7Days', 'last30Days', 'last90Days', 'all']).default('all') }),
  response: { 200: z.object({ items: z.array(Flow), nextCursor: z.null() }), ...errorResponses },
});

export const createFlow = route('POST', '/api/workspaces/:ws/flows', { tags: ['flows'], params: WsParams, body: CreateFlowBody, response: { 201: Flow, ...errorResponses } });

export const getFlow = route('GET', '/api/workspaces/:ws/flows/:flowId', { tags: ['flows'], params: FlowParams, response: { 200: Flow, ...errorResponses } });

export const updateFlow = route('PATCH', '/api/workspaces/:ws/flows/:flowId', { tags: ['flows'], params: FlowParams, body: UpdateFlowBody, response: { 200: Flow, ...errorResponses } });

export const deleteFlow = route('DELETE', '/api/workspaces/:ws/flows/:flowId', { tags: ['flows'], params: FlowParams, response: { 200: Flow, ...errorResponses } });
