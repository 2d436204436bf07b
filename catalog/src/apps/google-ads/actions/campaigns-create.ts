import { createAction } from '../mutations/campaign-mutations.js';

// Raising or lowering by an amount or percentage twice changes it twice.
export const campaignsCreate = createAction('campaigns.create', { idempotent: false });
