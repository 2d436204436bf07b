import { createAction } from '../mutations/campaign-mutations.js';

// Raising or lowering by an amount or percentage twice changes it twice.
export const campaignsCreateV2 = createAction('campaigns.createV2', { idempotent: false });
