import { createAction } from '../mutations/campaign-mutations.js';

export const campaignsCreateV2 = createAction('campaigns.createV2');
