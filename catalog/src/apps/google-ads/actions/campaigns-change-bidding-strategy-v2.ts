import { biddingAction } from '../mutations/campaign-mutations.js';

// Sets a state: the same call twice leaves the account as once.
export const campaignsChangeBiddingStrategyV2 = biddingAction('campaigns.changeBiddingStrategyV2', { idempotent: true });
