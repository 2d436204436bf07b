import { removeAction } from '../mutations/status-and-removal.js';

// Google Ads has no idempotency keys: a second attempt could do it twice (or fail on a removed resource).
export const adsRemove = removeAction('ads.remove', { idempotent: false });
