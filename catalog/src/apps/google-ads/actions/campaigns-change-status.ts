import { statusAction } from '../mutations/status-and-removal.js';

export const campaignsChangeStatus = statusAction('campaigns.changeStatus');
