import { createCampaign } from '../create.js';

export const metaCampaignsCreate = createCampaign('campaigns.create');
