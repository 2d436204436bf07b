import { removeAction } from '../mutations/status-and-removal.js';

export const assetGroupsRemove = removeAction('assetGroups.remove');
