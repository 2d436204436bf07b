import { describe, expect, it } from 'vitest';
import { fakeEffects, lit, ref, run } from './interpreter-test-kit.js';
import { recordedIn } from './recorded-outputs.js';

const send = (name: string, input: Record<string, unknown>) => ({ name, type: 'action', app: 'mailgun', action: 'messages.send', input });

describe('a recovered run', () => {
  it('takes over the recorded outputs of I/O steps and runs from the first step without one', async () => {
    const { effects, calls, sleeps } = fakeEffects((r) => `sent ${String(r.input.to)}`);
    const { recorder } = await run(
      [
        send('first', { to: lit('a') }),
        { name: 'pause', type: 'wait', duration: 'P1D' },
        { name: 'copy', type: 'utility', utility: 'echo', input: { value: ref('first') } },
        send('third', { to: ref('copy') }),
      ],
      effects,
      {},
      { first: 'recorded a', pause: { resumedAt: '2026-01-01T00:00:00Z' } },
    );
    expect(calls.map((c) => c.stepPath)).toEqual(['third']);
    expect(calls[0]?.input).toEqual({ to: 'recorded a' });
    expect(sleeps).toEqual([]);
    expect(recorder.list().map((s) => [s.path, s.status, s.recovered ?? false])).toEqual([
      ['first', 'succeeded', true],
      ['pause', 'succeeded', true],
      ['copy', 'succeeded', false],
      ['third', 'succeeded', false],
    ]);
  });

  it('resumes an iterate item by item: items that succeeded are not repeated', async () => {
    const { effects, calls } = fakeEffects((r) => `sent ${String(r.input.to)}`);
    const { recorder } = await run(
      [
        {
          name: 'loop',
          type: 'iterate',
          items: lit(['a', 'b', 'c']),
          concurrency: 1,
          steps: [send('send', { to: ref('item') }), { name: 'pos', type: 'utility', utility: 'echo', input: { value: ref('index') } }],
        },
      ],
      effects,
      {},
      { 'loop[0].send': 'earlier a', 'loop[1].send': 'earlier b' },
    );
    expect(calls.map((c) => c.stepPath)).toEqual(['loop[2].send']);
    expect(recorder.list().find((s) => s.path === 'loop')?.output).toEqual([
      { send: 'earlier a', pos: 0 },
      { send: 'earlier b', pos: 1 },
      { send: 'sent c', pos: 2 },
    ]);
  });

  it('skips an iterate that succeeded as a whole, and re-evaluates conditions to reuse their branch', async () => {
    const { effects, calls } = fakeEffects(() => 'new');
    const { recorder } = await run(
      [
        { name: 'loop', type: 'iterate', items: lit([1, 2]), concurrency: 1, steps: [send('each', {})] },
        { name: 'check', type: 'condition', condition: lit(true), consequent: [send('yes', {})], alternative: [] },
        send('last', { loop: ref('loop'), yes: ref('yes') }),
      ],
      effects,
      {},
      { loop: [{ each: 'x' }, { each: 'y' }], 'check.yes': 'kept' },
    );
    expect(calls.map((c) => [c.stepPath, c.input])).toEqual([['last', { loop: [{ each: 'x' }, { each: 'y' }], yes: 'kept' }]]);
    expect(recorder.list().find((s) => s.path === 'check')).toMatchObject({ status: 'succeeded', output: { branch: 'consequent' } });
  });

  it("gives a chunk of an iterate only its own items' recorded outputs", () => {
    const recorded = { 'loop[1].send': 1, 'loop[2].send': 2, 'loop[12].send': 12, 'loop2[1].send': 0, other: 3 };
    expect(recordedIn(recorded, 'loop', 0, 10)).toEqual({ 'loop[1].send': 1, 'loop[2].send': 2 });
    expect(recordedIn(recorded, 'loop', 10, 20)).toEqual({ 'loop[12].send': 12 });
    expect(recordedIn(recorded, 'loop', 20, 30)).toBeUndefined();
  });
});
