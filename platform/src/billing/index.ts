export * from './billing-month.js';
export * from './billing-plan.js';
export * from './usage-records.js';
export * from './workspace-billing.js';
