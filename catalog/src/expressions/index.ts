export * from './evaluation-context.js';
export * from './expression-error.js';
export * from './value-kind.js';
export * from './resolve-path.js';
export * from './evaluate.js';
export * from './operators/index.js';
export * from './operation-budget.js';
export * from './task-operation-budget.js';
