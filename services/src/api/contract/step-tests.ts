import { z } from 'zod';
import { FlowParams } from './params.js';
import { route } from './route.js';
import { StepName } from '@tandem/catalog';
import { errorResponses } from '../schemas/common.js';
import { SaveStepSampleBody, StepSample, StepSamples, StepTestResult, TestStepBody } from '../schemas/step-tests.js';

const SampleParams = FlowParams.extend({ stepName: StepName });
const tags = ['step tests'];

export const testStep = route('POST', '/api/workspaces/:ws/flows/:flowId/test-step', {
  tags,
  summary: "Run one action or utility on its own, as in a run (its connection, credits, retries), against sample data; answers the step's record",
  params: FlowParams,
  body: TestStepBody,
  response: { 200: StepTestResult, ...errorResponses },
});

export const stepSamples = route('GET', '/api/workspaces/:ws/flows/:flowId/samples', { tags, summary: "The flow's kept step sample data", params: FlowParams, response: { 200: StepSamples, ...errorResponses } });

export const saveStepSample = route('PUT', '/api/workspaces/:ws/flows/:flowId/samples/:stepName', { tags, summary: "Keep a step's sample data (e.g. the output of trying it)", params: SampleParams, body: SaveStepSampleBody, response: { 200: StepSample, ...errorResponses } });

export const deleteStepSample = route('DELETE', '/api/workspaces/:ws/flows/:flowId/samples/:stepName', { tags, summary: "Forget a step's sample data", params: SampleParams, response: { 204: z.null(), ...errorResponses } });
