export * from './retry-policy.js';
export * from './action-retry-traits.js';
