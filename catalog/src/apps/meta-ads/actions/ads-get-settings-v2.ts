import { settings } from '../settings.js';

export const metaAdsGetSettingsV2 = settings('ads.getSettingsV2');
