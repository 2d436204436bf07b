import { updateStatus } from '../update-status.js';

// Sets a state: the same call twice leaves the account as once.
export const metaCampaignsUpdateStatus = updateStatus('campaigns.updateStatus', 'campaign', { mutates: true, idempotent: true });
