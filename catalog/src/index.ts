// The workflow-safe part of the catalogue: the flow language, its evaluator and pure utilities.
export * from './flow/index.js';
export * from './expressions/index.js';
export * from './utilities/index.js';
export * from './retry/index.js';
