import { adGroupUpdate } from '../mutations/ad-group-mutations.js';

// Sets a state: the same call twice leaves the account as once.
export const adGroupsUpdate = adGroupUpdate('adGroups.update', { idempotent: true });
