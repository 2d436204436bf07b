import { createCampaign } from '../create.js';

// Creates: a second attempt would create it twice.
export const metaCampaignsCreate = createCampaign('campaigns.create', { mutates: true });
