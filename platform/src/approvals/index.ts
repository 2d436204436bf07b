export * from './approval-links.js';
export * from './open-approval.js';
export * from './settle-approval.js';
