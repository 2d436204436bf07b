import { adGroupCreate } from '../mutations/ad-group-mutations.js';

export const adGroupsCreate = adGroupCreate('adGroups.create');
