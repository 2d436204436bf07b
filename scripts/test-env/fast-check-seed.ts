import fc from 'fast-check';

// Property tests run on a fixed seed so a run is reproducible and CI never fails by chance;
// `FC_SEED=random npm test` (or any number) explores other inputs, and a failure prints its seed.
const seed = process.env.FC_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : 20261122 });
