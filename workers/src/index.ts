export * from './start-workers.js';
export * from './pools.js';
