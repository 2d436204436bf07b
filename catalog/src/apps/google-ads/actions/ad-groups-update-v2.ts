import { adGroupUpdate } from '../mutations/ad-group-mutations.js';

export const adGroupsUpdateV2 = adGroupUpdate('adGroups.updateV2');
