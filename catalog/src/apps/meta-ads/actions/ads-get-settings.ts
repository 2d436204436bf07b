import { settings } from '../settings.js';

export const metaAdsGetSettings = settings('ads.getSettings');
