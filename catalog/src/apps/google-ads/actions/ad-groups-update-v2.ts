import { adGroupUpdate } from '../mutations/ad-group-mutations.js';

// Sets a state: the same call twice leaves the account as once.
export const adGroupsUpdateV2 = adGroupUpdate('adGroups.updateV2', { idempotent: true });
