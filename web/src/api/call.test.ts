import { describe, expect, it } from 'vitest';
import * as routes from '@tandem/services/contract';
import { pathOf, type AnswerOf, type BodyOf, type CallArgs } from './call';

describe('pathOf', () => {
  it('fills and encodes the path parameters of a declared route', () => {
    expect(pathOf(routes.stepOutput.url, { ws: 'w1', runId: 'run_1', stepPath: 'loop_1[3].send' })).toBe('/api/workspaces/w1/runs/run_1/steps/loop_1%5B3%5D.send/output');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => pathOf(routes.getFlow.url, { ws: 'w1' })).toThrow("the path parameter 'flowId' is missing");
  });
});

describe('the types of a call come from the route', () => {
  it('needs the body the route declares and answers its response type', () => {
    const body: BodyOf<typeof routes.signUp> = { email: 'a@example.com', password: 'long enough password', name: 'Ann' };
    // @ts-expect-error: the sign-up body has no `username`.
    const wrong: BodyOf<typeof routes.signUp> = { username: 'a', password: 'x', name: 'Ann' };
    // @ts-expect-error: getFlow needs its params.
    const missing: CallArgs<typeof routes.getFlow> = {};
    const answer = (flow: AnswerOf<typeof routes.getFlow>) => flow.flowId;
    expect([body.email, typeof wrong, typeof missing, typeof answer]).toEqual(['a@example.com', 'object', 'object', 'function']);
  });
});
