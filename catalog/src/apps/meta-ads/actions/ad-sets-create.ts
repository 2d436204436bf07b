import { createAdSet } from '../create.js';

export const metaAdSetsCreate = createAdSet('adSets.create');
