import { biddingAction } from '../mutations/campaign-mutations.js';

export const campaignsChangeBiddingStrategyV2 = biddingAction('campaigns.changeBiddingStrategyV2');
