import { adGroupUpdate } from '../mutations/ad-group-mutations.js';

export const adGroupsUpdate = adGroupUpdate('adGroups.update');
