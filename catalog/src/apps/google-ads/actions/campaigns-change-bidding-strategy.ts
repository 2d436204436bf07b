import { biddingAction } from '../mutations/campaign-mutations.js';

// Sets a state: the same call twice leaves the account as once.
export const campaignsChangeBiddingStrategy = biddingAction('campaigns.changeBiddingStrategy', { idempotent: true });
