import { FlowParams } from './params.js';
import { route } from './route.js';
import { errorResponses } from '../schemas/common.js';
import { Flow, FlowChecklist } from '../schemas/flows.js';
import { RotatedHook, SetLiveBody, TriggerInfo, WatchPollStarted } from '../schemas/triggers.js';


export const setLive = route('PUT', '/api/workspaces/:ws/flows/:flowId/live', { tags: ['triggers'], summary: 'Set a valid version live: its trigger acts', params: FlowParams, body: SetLiveBody, response: { 200: Flow, ...errorResponses } });

export const flowChecklist = route('GET', '/api/workspaces/:ws/flows/:flowId/checklist', {
  tags: ['triggers'],
  summary: "What the flow's latest version still needs in this workspace before it can go live: connections, required inputs left empty",
  params: FlowParams,
  response: { 200: FlowChecklist, ...errorResponses },
});

export const turnOff = route('DELETE', '/api/workspaces/:ws/flows/:flowId/live', { tags: ['triggers'], summary: 'Turn the flow off: its trigger stops', params: FlowParams, response: { 200: Flow, ...errorResponses } });

export const triggerInfo = route('GET', '/api/workspaces/:ws/flows/:flowId/trigger', { tags: ['triggers'], summary: 'How the live trigger acts: next fire times, hook URL, watch state', params: FlowParams, response: { 200: TriggerInfo, ...errorResponses } });

export const rotateHook = route('POST', '/api/workspaces/:ws/flows/:flowId/hook/rotate', { tags: ['triggers'], summary: 'Replace the webhook URL; the old one stops working', params: FlowParams, response: { 200: RotatedHook, ...errorResponses } });

export const pollWatch = route('POST', '/api/workspaces/:ws/flows/:flowId/watch/poll', { tags: ['triggers'], summary: 'Let the change watch look for changes now', params: FlowParams, response: { 202: WatchPollStarted, ...errorResponses } });
