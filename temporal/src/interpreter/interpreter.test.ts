import { describe, expect, it } from 'vitest';
import { StepFailure } from './step-failure.js';
import { fakeEffects, lit, ref, run } from './interpreter-test-kit.js';

describe('Interpreter', () => {
  it('passes outputs of earlier steps and the trigger to later steps', async () => {
    const { effects, calls } = fakeEffects();
    const { recorder } = await run(
      [
        { name: 'a', type: 'utility', utility: 'echo', input: { value: ref('trigger', 'shop') } },
        { name: 'b', type: 'action', app: 'slack', action: 'messages.send', input: { text: ref('a') } },
      ],
      effects,
      { shop: 'acme' },
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ app: 'slack', action: 'messages.send', input: { text: 'acme' }, stepPath: 'b' });
    expect(recorder.list().map((s) => [s.path, s.status, s.output])).toEqual([
      ['a', 'succeeded', 'acme'],
      ['b', 'succeeded', { echoed: { text: 'acme' } }],
    ]);
  });

  it("records an action's evaluated input (also when it fails), none for a pure utility", async () => {
    const { effects } = fakeEffects((r) => {
      if (r.input.text === 'boom') throw new Error('refused');
      return 'ok';
    });
    const { recorder } = await run(
      [
        { name: 'a', type: 'utility', utility: 'echo', input: { value: ref('trigger', 'shop') } },
        { name: 'b', type: 'action', app: 'slack', action: 'messages.send', connectionId: 'conn_1', input: { text: ref('a'), n: lit(2) } },
        { name: 'c', type: 'action', app: 'slack', action: 'messages.send', continueOnError: true, input: { text: lit('boom') } },
      ],
      effects,
      { shop: 'acme' },
    );
    const byPath = Object.fromEntries(recorder.list().map((s) => [s.path, s]));
    expect(byPath['a']).not.toHaveProperty('input');
    expect(byPath['b']?.input).toEqual({ text: 'acme', n: 2 });
    expect(byPath['c']).toMatchObject({ status: 'failed', input: { text: 'boom' } });
  });

  it('runs one branch of a condition and marks the other skipped, its references null', async () => {
    const { recorder } = await run([
      {
        name: 'check',
        type: 'condition',
        condition: { type: 'operator', operator: 'eq', params: [lit(1), lit(2)] },
        consequent: [{ name: 'yes', type: 'utility', utility: 'echo', input: { value: lit('Y') } }],
        alternative: [{ name: 'no', type: 'utility', utility: 'echo', input: { value: lit('N') } }],
      },
      { name: 'after', type: 'utility', utility: 'echo', input: { value: { type: 'object', properties: { yes: ref('yes'), no: ref('no') } } } },
    ]);
    const byPath = Object.fromEntries(recorder.list().map((s) => [s.path, s]));
    expect(byPath['check']?.output).toEqual({ branch: 'alternative' });
    expect(byPath['check.yes']?.status).toBe('skipped');
    expect(byPath['check.no']?.status).toBe('succeeded');
    expect(byPath['after']?.output).toEqual({ yes: null, no: 'N' });
  });

  it('fails a condition that gives no Boolean, naming the step and the type; null counts as false', async () => {
    const condition = (value: unknown, effects = fakeEffects().effects) =>
      run([{ name: 'check', displayName: 'In stock?', type: 'condition', condition: lit(value), consequent: [], alternative: [] }], effects);
    const failed = condition('yes');
    await expect(failed).rejects.toBeInstanceOf(StepFailure);
    await expect(failed).rejects.toMatchObject({ step: 'check', type: 'TypeError', message: "The condition of step 'In stock?' gave Text, not a Boolean" });
    expect((await condition(null)).recorder.list()[0]?.output).toEqual({ branch: 'alternative' });
  });

  it('iterates with item and index, paths per iteration, and collects body outputs by name', async () => {
    const { effects, calls } = fakeEffects((r) => `sent ${String(r.input.to)}`);
    const { recorder } = await run(
      [
        {
          name: 'loop',
          type: 'iterate',
          items: lit(['a@x', 'b@x', 'c@x']),
          concurrency: 2,
          steps: [
            { name: 'pos', type: 'utility', utility: 'echo', input: { value: ref('index') } },
            { name: 'send', type: 'action', app: 'mailgun', action: 'messages.send', input: { to: ref('item') } },
          ],
        },
      ],
      effects,
    );
    expect(calls.map((c) => c.stepPath).sort()).toEqual(['loop[0].send', 'loop[1].send', 'loop[2].send']);
    const loop = recorder.list().find((s) => s.path === 'loop');
    expect(loop?.output).toEqual([
      { pos: 0, send: 'sent a@x' },
      { pos: 1, send: 'sent b@x' },
      { pos: 2, send: 'sent c@x' },
    ]);
  });

  it('waits through the effects with the step name as the timer summary', async () => {
    const { effects, sleeps } = fakeEffects();
    const { recorder } = await run([{ name: 'pause', displayName: 'Wait 3 days', type: 'wait', duration: 'P3D' }], effects);
    expect(sleeps).toEqual([[3 * 86_400_000, 'Wait 3 days']]);
    expect(recorder.list()[0]?.output).toEqual({ resumedAt: '2026-01-04T00:00:00.000Z' });
  });

  it('stops the run at a failing step, naming it', async () => {
    const { effects } = fakeEffects(() => {
      throw Object.assign(new Error('Forbidden'), { type: 'AuthError' });
    });
    const promise = run([{ name: 'send', type: 'action', app: 'slack', action: 'messages.send', input: {} }, { name: 'never', type: 'utility', utility: 'echo', input: {} }], effects);
    await expect(promise).rejects.toBeInstanceOf(StepFailure);
    await expect(promise).rejects.toMatchObject({ step: 'send', message: 'Forbidden', type: 'AuthError' });
  });

  it('records the error and goes on for a step with continueOnError', async () => {
    const { effects } = fakeEffects(() => {
      throw new Error('boom');
    });
    const { recorder } = await run(
      [
        { name: 'send', type: 'action', app: 'slack', action: 'messages.send', input: {}, continueOnError: true },
        { name: 'next', type: 'utility', utility: 'echo', input: { value: ref('send') } },
      ],
      effects,
    );
    expect(recorder.list().map((s) => [s.path, s.status])).toEqual([
      ['send', 'failed'],
      ['next', 'succeeded'],
    ]);
    expect(recorder.list()[0]?.error).toEqual({ message: 'boom', type: 'Error' });
  });
});
