export * from './app.js';
export type * from './deps.js';
