import { settings } from '../settings.js';

export const metaAdSetsGetSettingsV2 = settings('adSets.getSettingsV2');
