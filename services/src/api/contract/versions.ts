import { z } from 'zod';
import { FlowParams } from './params.js';
import { route } from './route.js';
import { errorResponses, Id } from '../schemas/common.js';
import { CreateVersionBody, FlowVersion, FlowVersionSummary, SavedVersion } from '../schemas/flows.js';

const VersionParams = FlowParams.extend({ versionId: Id });

export const saveVersion = route('POST', '/api/workspaces/:ws/flows/:flowId/versions', {
  tags: ['versions'],
  summary: 'Save a version (valid or not); it becomes the latest',
  params: FlowParams,
  body: CreateVersionBody,
  response: { 201: SavedVersion, ...errorResponses },
});

export const listVersions = route('GET', '/api/workspaces/:ws/flows/:flowId/versions', {
  tags: ['versions'],
  params: FlowParams,
  response: { 200: z.object({ items: z.array(FlowVersionSummary), nextCursor: z.null() }), ...errorResponses },
});

export const getVersion = route('GET', '/api/workspaces/:ws/flows/:flowId/versions/:versionId', { tags: ['versions'], params: VersionParams, response: { 200: FlowVersion, ...errorResponses } });

export const restoreVersion = route('POST', '/api/workspaces/:ws/flows/:flowId/versions/:versionId/restore', { tags: ['versions'], summary: 'Save an old version again as the latest', params: VersionParams, response: { 201: FlowVersion, ...errorResponses } });
