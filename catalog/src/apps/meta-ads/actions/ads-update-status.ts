import { updateStatus } from '../update-status.js';

export const metaAdsUpdateStatus = updateStatus('ads.updateStatus', 'ad');
