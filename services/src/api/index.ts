export * from './app.js';
export type * from './deps.js';
export * from './client-tracing.js';
export { createApiMetrics } from './metrics.js';
export { temporalUiAccess } from './auth/temporal-ui-access.js';
export { redactUrl } from './redact-url.js';
export * from './temporal-connection.js';
