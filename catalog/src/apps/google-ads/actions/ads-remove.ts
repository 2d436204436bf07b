import { removeAction } from '../mutations/status-and-removal.js';

export const adsRemove = removeAction('ads.remove');
