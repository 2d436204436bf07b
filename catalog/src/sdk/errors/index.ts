export * from './connector-error.js';
export * from './non-retryable-error.js';
export * from './retry-after-error.js';
export * from './transient-error.js';
export * from './auth-error.js';
export * from './egress-refused-error.js';
export * from './permission-error.js';
export * from './input-validation-error.js';
