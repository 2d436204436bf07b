import { keywordsAdd } from '../mutations/ad-group-mutations.js';

// Google Ads has no idempotency keys: a second attempt could do it twice (or fail on a removed resource).
export const keywordsAddMicros = keywordsAdd('keywords.add', { idempotent: false });
