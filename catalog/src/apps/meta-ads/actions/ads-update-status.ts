import { updateStatus } from '../update-status.js';

// Sets a state: the same call twice leaves the account as once.
export const metaAdsUpdateStatus = updateStatus('ads.updateStatus', 'ad', { mutates: true, idempotent: true });
