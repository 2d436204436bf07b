import { keywordsAdd } from '../mutations/ad-group-mutations.js';

// Google Ads has no idempotency keys: a second attempt could do it twice (or fail on a removed resource).
export const keywordsAddV2 = keywordsAdd('keywords.addV2', { idempotent: false });
