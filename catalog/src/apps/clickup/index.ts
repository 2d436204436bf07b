import { appWithActions } from '@tandem/catalog/sdk';
import { clickupListsGetOne } from './actions/lists-get-one.js';
import { clickupCustomFieldsGetAll } from './actions/custom-fields-get-all.js';
import { clickupCustomTaskTypesGetAll } from './actions/custom-task-types-get-all.js';
import { clickupFoldersGetAll } from './actions/folders-get-all.js';
import { clickupListsGetAll } from './actions/lists-get-all.js';
import { clickupListsGetMembers } from './actions/lists-get-members.js';
import { clickupSpacesGetAll } from './actions/spaces-get-all.js';
import { clickupTagsGetAll } from './actions/tags-get-all.js';
import { clickupWorkspacesGetAuthorized } from './actions/workspaces-get-authorized.js';
import { clickupRequest } from './actions/request-send.js';
import { clickupStatusesGetAll } from './actions/statuses-get-all.js';
import { clickupCreateTask } from './actions/tasks-create.js';
import { clickupRemoveTask } from './actions/tasks-remove.js';
import { clickupUpdateTask } from './actions/tasks-update.js';
import { clickup } from './app.js';

export * from './app.js';
export * from './clickup-schemas.js';
export * from './list-action.js';
export * from './actions/workspaces-get-authorized.js';
export * from './actions/spaces-get-all.js';
export * from './actions/folders-get-all.js';
export * from './actions/lists-get-all.js';
export * from './actions/lists-get-members.js';
export * from './actions/tags-get-all.js';
export * from './actions/custom-task-types-get-all.js';
export * from './actions/custom-fields-get-all.js';
export * from './actions/lists-get-one.js';
export * from './actions/statuses-get-all.js';
export * from './actions/tasks-create.js';
export * from './actions/tasks-update.js';
export * from './actions/tasks-remove.js';
export * from './actions/request-send.js';

/** The workspaces call comes first: it needs no input, so it also tests a connection. */
export const clickupApp = appWithActions(clickup, [
  clickupWorkspacesGetAuthorized,
  clickupSpacesGetAll,
  clickupFoldersGetAll,
  clickupListsGetAll,
  clickupListsGetOne,
  clickupListsGetMembers,
  clickupStatusesGetAll,
  clickupTagsGetAll,
  clickupCustomTaskTypesGetAll,
  clickupCustomFieldsGetAll,
  clickupCreateTask,
  clickupUpdateTask,
  clickupRemoveTask,
  clickupRequest,
]);
