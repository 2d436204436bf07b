export * from './start-workers.js';
export * from './pools.js';
export * from './pool-groups.js';
export { createUsageMeter, type AdmittedAction, type UsageMeter } from './activities/usage.js';
export { platformWorkerDeps } from './platform-deps.js';
