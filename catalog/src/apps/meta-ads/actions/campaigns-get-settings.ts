import { settings } from '../settings.js';

export const metaCampaignsGetSettings = settings('campaigns.getSettings');
