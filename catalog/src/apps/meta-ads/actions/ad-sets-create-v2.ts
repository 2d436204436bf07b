import { createAdSet } from '../create.js';

export const metaAdSetsCreateV2 = createAdSet('adSets.createV2');
