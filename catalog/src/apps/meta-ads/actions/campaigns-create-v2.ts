import { createCampaign } from '../create.js';

// Creates: a second attempt would create it twice.
export const metaCampaignsCreateV2 = createCampaign('campaigns.createV2', { mutates: true });
