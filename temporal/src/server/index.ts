export * from './ensure-binary.js';
export * from './dev-server.js';
export * from './prepare-namespace.js';
export * from './search-attributes.js';
export * from './ui-guard.js';
export * from './dev-server-settings.js';
export * from './frontend-ready.js';
export * from './full-server/index.js';
