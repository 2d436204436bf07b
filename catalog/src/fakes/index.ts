export * from './fake-server.js';
export * from './slack-fake.js';
export * from './mailgun-fake.js';
export * from './start-fake.js';
