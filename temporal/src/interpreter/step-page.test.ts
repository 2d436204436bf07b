import { describe, expect, it } from 'vitest';
import { RunRecorder } from './run-recorder.js';
import { pageOfSteps } from './step-page.js';

describe('pages of step records', () => {
  const recorder = new RunRecorder();
  recorder.start('fetch', 'fetch', 'action', 't0');
  recorder.input('fetch', { limit: 2 });
  recorder.succeed('fetch', 't1', { rows: [1, 2] });
  for (let i = 0; i < 5; i++) {
    recorder.start(`each[${i}].send`, 'send', 'action', 't1');
    recorder.succeed(`each[${i}].send`, 't2', i);
  }
  recorder.skip('other', 'other', 'utility');

  it('counts the matches, leaves outputs out unless asked, and goes on from the cursor', () => {
    const first = pageOfSteps(recorder.view(), { prefix: 'each[', limit: 2, outputs: false });
    expect(first.steps.map((s) => s.path)).toEqual(['each[0].send', 'each[1].send']);
    expect(first.steps.every((s) => !('output' in s))).toBe(true);
    const summaries = pageOfSteps(recorder.view(), { limit: 1, outputs: false }).steps;
    expect(summaries[0]).not.toHaveProperty('input');
    expect(pageOfSteps(recorder.view(), { limit: 1, outputs: true }).steps[0]).toMatchObject({ input: { limit: 2 }, output: { rows: [1, 2] } });
    expect(first.total).toBe(5);
    const second = pageOfSteps(recorder.view(), { prefix: 'each[', limit: 2, outputs: true, cursor: first.nextCursor! });
    expect(second.steps.map((s) => [s.path, s.output])).toEqual([
      ['each[2].send', 2],
      ['each[3].send', 3],
    ]);
    const last = pageOfSteps(recorder.view(), { prefix: 'each[', limit: 2, outputs: false, cursor: second.nextCursor! });
    expect(last).toMatchObject({ total: 5, nextCursor: null });
    expect(last.steps.map((s) => s.path)).toEqual(['each[4].send']);
  });

  it('keeps a step recorded again in its place, and finds one step by path', () => {
    recorder.addAll([{ path: 'fetch', name: 'fetch', type: 'action', status: 'failed', attempts: 2 }]);
    expect(pageOfSteps(recorder.view(), { limit: 1, outputs: false }).steps[0]).toMatchObject({ path: 'fetch', status: 'failed' });
    expect(recorder.find('each[4].send')?.output).toBe(4);
    expect(recorder.find('nothing')).toBeUndefined();
    expect(pageOfSteps(recorder.view(), { limit: 100, outputs: false }).total).toBe(7);
  });
});

describe('a page of steps with their values', () => {
  const recorder = new RunRecorder();
  for (let i = 0; i < 4; i++) {
    recorder.start(`big[${i}]`, 'big', 'utility', 't0');
    recorder.succeed(`big[${i}]`, 't1', 'x'.repeat(1000));
  }

  it('ends before the step that would take it past maxChars, and always holds one step', () => {
    const first = pageOfSteps(recorder.view(), { limit: 100, outputs: true, maxChars: 2500 });
    expect(first.steps.map((s) => s.path)).toEqual(['big[0]', 'big[1]']);
    expect(first.nextCursor).toBe('2');
    const alone = pageOfSteps(recorder.view(), { limit: 100, outputs: true, maxChars: 10, cursor: first.nextCursor! });
    expect(alone.steps.map((s) => s.path)).toEqual(['big[2]']);
    expect(alone.nextCursor).toBe('3');
    // Summaries carry no values: the budget does not apply.
    expect(pageOfSteps(recorder.view(), { limit: 100, outputs: false, maxChars: 10 }).steps).toHaveLength(4);
  });
});
