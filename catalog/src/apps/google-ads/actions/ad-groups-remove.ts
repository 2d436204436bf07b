import { removeAction } from '../mutations/status-and-removal.js';

export const adGroupsRemove = removeAction('adGroups.remove');
