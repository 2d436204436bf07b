import { removeAction } from '../mutations/status-and-removal.js';

export const campaignsRemove = removeAction('campaigns.remove');
