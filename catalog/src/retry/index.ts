export * from './retry-policy.js';
export * from './action-retry-traits.js';
export * from './input-rules.js';
