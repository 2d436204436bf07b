export * from './send-notification.js';
