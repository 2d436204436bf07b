import { statusAction } from '../mutations/status-and-removal.js';

export const adGroupsChangeStatus = statusAction('adGroups.changeStatus');
