import { describe, expect, it } from 'vitest';
import type { Definition } from '@tandem/catalog';
import { flowLanguage } from '../workflows/flow-language.js';
import { chunkSize, recordsSteps } from '../workflows/iterate-chunking.js';
import type { ChunkRequest, Effects } from './effects.js';
import { Interpreter } from './interpreter.js';
import { RunRecorder } from './run-recorder.js';
import { Frame } from './scope.js';
import { lit, ref, op } from '@tandem/catalog';

const pureBody = [{ name: 'double', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('add', ref('item'), ref('item')) } }];
const ioBody = [{ name: 'send', type: 'action', app: 'http', action: 'request.send', input: { url: ref('item') } }];

/** Runs an iterate with chunk effects that run each chunk in place (as the child workflow would). */
async function iterate(items: unknown[], body: unknown[], historyLength = 10, before: unknown[] = []) {
  const chunks: ChunkRequest[] = [];
  const effects: Effects = {
    now: () => '2026-01-01T00:00:00.000Z',
    sleep: async () => {},
    runAction: async (request) => ({ output: request.input, attempts: 1 }),
    chunks: {
      size: (body, itemCount) => chunkSize(historyLength, body, itemCount),
      run: async (request) => {
        chunks.push(request);
        const recorder = new RunRecorder();
        const child = new Interpreter({ effects: { ...effects, chunks: undefined }, language: flowLanguage, recorder });
        const results = await child.runItems(request.steps, request.items, request.offset, request.path, request.concurrency, Frame.fromSnapshot(request.scope));
        return { results, steps: recorder.list().filter((record) => recordsSteps(request.offset) || record.status === 'failed') };
      },
    },
  };
  const recorder = new RunRecorder();
  const definition = { version: 1, trigger: { type: 'manual' }, steps: [...before, { name: 'each', type: 'iterate', items: ref('trigger'), concurrency: 1, steps: body }] } as unknown as Definition;
  const frame = await new Interpreter({ effects, language: flowLanguage, recorder }).run(definition, items, {});
  return { chunks, output: frame.lookup('each') as Record<string, unknown>[], records: recorder.list() };
}

describe('iterates split into chunks', () => {
  it('keeps small iterates in the run', async () => {
    const { chunks, output } = await iterate([1, 2, 3], pureBody);
    expect(chunks).toHaveLength(0);
    expect(output).toEqual([{ double: [2] }, { double: [4] }, { double: [6] }]);
  });

  it('splits many pure items into chunks of 2,000, keeping order, indexes and step paths', async () => {
    const items = Array.from({ length: 4500 }, (_, i) => i);
    const { chunks, output, records } = await iterate(items, pureBody);
    expect(chunks.map((c) => [c.offset, c.items.length])).toEqual([[0, 2000], [2000, 2000], [4000, 500]]);
    expect(output[4499]).toEqual({ double: [8998] });
    expect(records.find((r) => r.path === 'each[2000].double')?.output).toEqual([4000]);
    // Each chunk carries its own slice, never the whole list.
    expect(chunks[1]?.scope).toEqual({ fixed: {}, outputs: {}, vars: {} });
  });

  it('gives a chunk only the bindings its body refers to', async () => {
    const before = [
      { name: 'rate', type: 'utility', utility: 'variable', input: { name: lit('rate'), valueType: lit('number'), value: lit(3) } },
      { name: 'unused', type: 'utility', utility: 'variable', input: { name: lit('other'), valueType: lit('number'), value: lit(4) } },
    ];
    const body = [{ name: 'scaled', type: 'utility', utility: 'transform', input: { list: op('list', ref('item')), mapping: op('multiply', ref('item'), ref('rate')) } }];
    const { chunks, output } = await iterate(Array.from({ length: 2001 }, (_, i) => i), body, 10, before);
    expect(chunks[0]?.scope).toEqual({ fixed: {}, outputs: { rate: 3 }, vars: {} });
    expect(output[2000]).toEqual({ scaled: [6000] });
  });

  it('records the steps of the first items one by one, and of later items only the failed ones', async () => {
    const { records, output } = await iterate(Array.from({ length: 13_000 }, (_, i) => i), pureBody);
    expect(output).toHaveLength(13_000);
    expect(output[12_999]).toEqual({ double: [25_998] });
    expect(records.filter((r) => r.path.startsWith('each['))).toHaveLength(10_000); // the first five chunks'
    expect(records.find((r) => r.path === 'each[10000].double')).toBeUndefined();
  });

  it('refuses more than 1,000,000 items, and more chunks than a history can take, with a clear error', async () => {
    await expect(iterate(new Array(1_000_001).fill(0), pureBody)).rejects.toMatchObject({
      message: 'iterate: at most 1,000,000 items, got 1,000,001; split the list (e.g. with slice) over several iterates',
      step: 'each',
      type: 'LimitExceeded',
    });
    const heavy = Array.from({ length: 60 }, (_, i) => ({ ...ioBody[0], name: `send_${i}` }));
    await expect(iterate(new Array(200_000).fill('https://example.com'), heavy)).rejects.toMatchObject({
      message: 'iterate: at most 128,000 items with this body (32 per chunk, 4,000 chunks), got 200,000; split the list or the body',
    });
  });

  it('splits I/O bodies so each chunk history stays under the budget, and sooner when the run is already long', async () => {
    const { chunks } = await iterate(Array.from({ length: 2500 }, (_, i) => `https://example.com/${i}`), ioBody);
    expect(chunks.map((c) => c.items.length)).toEqual([1975, 525]);
    const late = await iterate(['a', 'b'], ioBody, 7_999);
    expect(late.chunks).toHaveLength(1);
  });
});
