import { updateStatus } from '../update-status.js';

export const metaCampaignsUpdateStatus = updateStatus('campaigns.updateStatus', 'campaign');
