export * from './build-server.js';
export * from './full-server.js';
export * from './operator-cli.js';
export * from './server-config.js';
export * from './server-release.js';
export * from './sql-schema.js';
