import { createAdSet } from '../create.js';

// Creates: a second attempt would create it twice.
export const metaAdSetsCreateV2 = createAdSet('adSets.createV2', { mutates: true });
