import { createCampaign } from '../create.js';

export const metaCampaignsCreateV2 = createCampaign('campaigns.createV2');
