import { statusAction } from '../mutations/status-and-removal.js';

// Sets a state: the same call twice leaves the account as once.
export const keywordsChangeStatus = statusAction('keywords.changeStatus', { idempotent: true });
