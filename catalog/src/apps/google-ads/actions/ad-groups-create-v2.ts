import { adGroupCreate } from '../mutations/ad-group-mutations.js';

export const adGroupsCreateV2 = adGroupCreate('adGroups.createV2');
