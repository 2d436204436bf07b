import { adGroupCreate } from '../mutations/ad-group-mutations.js';

// Google Ads has no idempotency keys: a second attempt could do it twice (or fail on a removed resource).
export const adGroupsCreateV2 = adGroupCreate('adGroups.createV2', { idempotent: false });
