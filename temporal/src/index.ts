// What other workspaces may import from temporal/ outside workflow code.
export * from './task-queues.js';
export * from './activities-contract.js';
export type { ActionRequest, ActionResult } from './interpreter/effects.js';
export * from './search-keys.js';
export { formerChunksReader } from './former-chunks-reader.js';
export * from './approvals-contract.js';
