export * from './connect.js';
export * from './migrate.js';
export * from './embedded-postgres.js';
export type * from './database.js';
export type * from './tables/users.js';
export type * from './tables/workspaces.js';
export type * from './tables/flows.js';
export type * from './tables/flow-versions.js';
export type * from './tables/runs.js';
