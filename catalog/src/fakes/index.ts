export * from './fake-server.js';
export * from './slack-fake.js';
export * from './mailgun-fake.js';
export * from './start-fake.js';
export * from './allow-egress.js';
export * from './egress-stub.js';
export * from './connection-recorder.js';
