import { settings } from '../settings.js';

export const metaCampaignsGetSettingsV2 = settings('campaigns.getSettingsV2');
