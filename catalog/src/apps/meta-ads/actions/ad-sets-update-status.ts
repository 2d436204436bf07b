import { updateStatus } from '../update-status.js';

export const metaAdSetsUpdateStatus = updateStatus('adSets.updateStatus', 'ad set');
