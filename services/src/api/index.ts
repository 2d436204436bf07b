export * from './app.js';
export type * from './deps.js';
export * from './client-tracing.js';
export { createApiMetrics } from './metrics.js';
export * from './temporal-connection.js';
