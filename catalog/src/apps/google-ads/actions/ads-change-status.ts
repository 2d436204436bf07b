import { statusAction } from '../mutations/status-and-removal.js';

export const adsChangeStatus = statusAction('ads.changeStatus');
