import type { Client } from '@temporalio/client';
import { TypedSearchAttributes } from '@temporalio/common';
import { FLOWS_TASK_QUEUE, searchKeys } from '@tandem/temporal';
import type { TestStepInput, TestStepResult, TestStepScope } from '@tandem/temporal/workflows';
import { newId } from '@tandem/platform/ids';
import { badRequest } from '@tandem/platform/errors';
import type { StepTestResult, TestStepBody } from '../api/schemas/step-tests.js';

/** How long a step tried on its own may take, retries included. */
const TEST_TIMEOUT = '5 minutes';

export type TestStepRequest = TestStepBody & { workspaceId: string; flowId: string; versionId?: string };

/**
 * Runs one action or utility of a flow on its own in a small workflow (`test_<flowId>_<ulid>`, so the
 * codec binds its payloads to the flow's workspace) through the same activities as a run: the app's
 * task queue, its retry policy, the step's connection, credits and usage limits. Waits for its record.
 */
export async function testStep(temporal: Client, request: TestStepRequest): Promise<StepTestResult> {
  const { step, sample } = request;
  if (step.type !== 'action' && step.type !== 'utility') {
    throw badRequest('Only an action or a utility can be tried on its own', [{ path: ['body', 'step', 'type'], message: 'Not an action or a utility' }]);
  }
  const testId = `test_${request.flowId}_${newId()}`;
  const run = { runId: testId, flowId: request.flowId, versionId: request.versionId ?? null, workspaceId: request.workspaceId, startedAt: new Date().toISOString() };
  const scope: TestStepScope = {
    fixed: { trigger: sample.trigger ?? null, run, ...(sample.item !== undefined || sample.index !== undefined ? { item: sample.item ?? null, index: sample.index ?? 0 } : {}) },
    outputs: sample.outputs,
    vars: sample.vars,
  };
  const input: TestStepInput = { workspaceId: request.workspaceId, flowId: request.flowId, testId, step };
  const result = await temporal.workflow.execute('testStep', {
    taskQueue: FLOWS_TASK_QUEUE,
    workflowId: testId,
    args: [input, scope],
    workflowExecutionTimeout: TEST_TIMEOUT,
    staticSummary: `Try step ${step.displayName ?? step.name}`,
    typedSearchAttributes: new TypedSearchAttributes([
      { key: searchKeys.workspaceId, value: request.workspaceId },
      { key: searchKeys.flowId, value: request.flowId },
      { key: searchKeys.triggerType, value: 'test' },
    ]),
  });
  return { testId, step: (result as TestStepResult).step };
}
