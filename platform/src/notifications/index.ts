export * from './events.js';
export * from './mailer.js';
export * from './notify.js';
