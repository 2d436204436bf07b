import { afterEach, describe, expect, it } from 'vitest';
import { tandemListSteps } from './steps-list.js';
import { apiFlow, FAKE_FLOW, FAKE_WS, startTandemFake, type TandemFake } from '../testing/tandem-api-fake.js';

let fake: TandemFake | undefined;
afterEach(() => fake?.close());

const VERSION = '01JTANDEMV00000000000000A1';
const definition = {
  version: 1,
  trigger: { type: 'manual' },
  steps: [
    { type: 'utility', name: 'old_variable', utility: 'variableV1', input: {} },
    {
      type: 'condition',
      name: 'low_stock',
      condition: { type: 'literal', value: true },
      consequent: [{ type: 'action', name: 'post', app: 'slack', action: 'messages.send', input: {} }],
      alternative: [{ type: 'wait', name: 'pause', duration: 'PT1M' }],
    },
    { type: 'iterate', name: 'each', items: { type: 'literal', value: [] }, steps: [{ type: 'utility', name: 'note', utility: 'comment', input: {} }] },
  ],
};

describe('tandem steps.list', () => {
  it('lists every step of the latest version, nested ones included, with deprecated utilities marked', async () => {
    fake = await startTandemFake({
      [`GET /api/workspaces/${FAKE_WS}/flows/${FAKE_FLOW}`]: apiFlow({ latestVersionId: VERSION }),
      [`GET /api/workspaces/${FAKE_WS}/flows/${FAKE_FLOW}/versions/${VERSION}`]: { versionId: VERSION, definition },
    });
    const output = await fake.run(tandemListSteps, { workspaceId: FAKE_WS, flowId: FAKE_FLOW });
    expect(output).toEqual({
      steps: [
        { stepName: 'old_variable', stepId: 'utility.variableV1', deprecated: true },
        { stepName: 'low_stock', stepId: 'condition', deprecated: false },
        { stepName: 'post', stepId: 'slack.messages.send', deprecated: false },
        { stepName: 'pause', stepId: 'wait', deprecated: false },
        { stepName: 'each', stepId: 'iterate', deprecated: false },
        { stepName: 'note', stepId: 'utility.comment', deprecated: false },
      ],
    });
  });

  it('answers no steps for a flow without a version', async () => {
    fake = await startTandemFake({ [`GET /api/workspaces/${FAKE_WS}/flows/${FAKE_FLOW}`]: apiFlow({ latestVersionId: null }) });
    expect(await fake.run(tandemListSteps, { workspaceId: FAKE_WS, flowId: FAKE_FLOW })).toEqual({ steps: [] });
  });
});
