import { biddingAction } from '../mutations/campaign-mutations.js';

export const campaignsChangeBiddingStrategy = biddingAction('campaigns.changeBiddingStrategy');
