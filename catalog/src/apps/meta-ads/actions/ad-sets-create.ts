import { createAdSet } from '../create.js';

// Creates: a second attempt would create it twice.
export const metaAdSetsCreate = createAdSet('adSets.create', { mutates: true });
