import { createAction } from '../mutations/campaign-mutations.js';

export const campaignsCreate = createAction('campaigns.create');
