export * from './billing-month.js';
export * from './billing-plan.js';
export * from './credit-leases.js';
export * from './month-standing.js';
export * from './usage-records.js';
export * from './workspace-billing.js';
