import { ulid } from 'ulid';
import { newId } from '@tandem/platform/ids';
import { percentile, round } from './percentiles.js';

/**
 * What a new id costs (`npx tsx scripts/bench/ids-bench.ts`): the `ulid` package's own generator
 * against `newId` (the same ULIDs, their random bytes drawn from the CSPRNG a block at a time).
 * BENCH_IDS ids (200,000) of each, 5 rounds in turn; medians of µs per id.
 */
const IDS = Number(process.env.BENCH_IDS ?? 200_000);
const kinds = { ulid: () => ulid(), newId };
const micros: Record<keyof typeof kinds, number[]> = { ulid: [], newId: [] };
let sink = 0;
for (let r = 0; r < 5; r++) {
  for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
    const started = performance.now();
    for (let i = 0; i < IDS; i++) sink += kinds[kind]().length;
    micros[kind].push(((performance.now() - started) * 1000) / IDS);
  }
}
const median = (list: number[]) => round(percentile(list, 50), 2);
console.log(JSON.stringify({ ids: IDS, ulid: median(micros.ulid), newId: median(micros.newId), chars: sink / (5 * 2 * IDS) }));
