import { statusAction } from '../mutations/status-and-removal.js';

export const assetGroupsChangeStatus = statusAction('assetGroups.changeStatus');
