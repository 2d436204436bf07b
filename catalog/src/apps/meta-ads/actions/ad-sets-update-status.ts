import { updateStatus } from '../update-status.js';

// Sets a state: the same call twice leaves the account as once.
export const metaAdSetsUpdateStatus = updateStatus('adSets.updateStatus', 'ad set', { mutates: true, idempotent: true });
