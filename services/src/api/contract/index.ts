/**
 * Every API route the app registers, declared once: method, path and the zod schemas of its params,
 * query, body and answers. The server registers them (`app.route({ ...declared, handler })`), the
 * OpenAPI document is built from them, and the web app calls them through `web/src/api/call.ts`.
 * Pure values (zod and strings): nothing here may import server code, so the browser can load it.
 */
export * from './approval-links.js';
export * from './approvals.js';
export * from './auth.js';
export * from './billing.js';
export * from './catalog.js';
export * from './codec.js';
export * from './connections.js';
export * from './downloads.js';
export * from './email-verification.js';
export * from './flows.js';
export * from './health.js';
export * from './hooks.js';
export * from './invitations.js';
export * from './library.js';
export * from './live.js';
export * from './members.js';
export * from './notifications.js';
export * from './overview.js';
export * from './passwords.js';
export * from './recoveries.js';
export * from './run-changes.js';
export * from './runs.js';
export * from './schedule-preview.js';
export * from './shadow-runs.js';
export * from './step-tests.js';
export * from './tokens.js';
export * from './versions.js';
export * from './workspaces.js';
export type { Method, Route, RouteSchema } from './route.js';
