import { settings } from '../settings.js';

export const metaAdSetsGetSettings = settings('adSets.getSettings');
