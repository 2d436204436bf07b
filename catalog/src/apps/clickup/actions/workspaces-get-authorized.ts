import { z } from 'zod';
import { Entity, listAction } from '../list-action.js';

export const clickupWorkspacesGetAuthorized = listAction({
  id: 'workspaces.getAuthorized',
  displayName: 'Get authorized workspaces',
  description: 'Lists the workspaces (teams) the connection may use.',
  input: z.object({}),
  field: 'teams',
  item: Entity.extend({ color: z.string().optional(), avatar: z.string().nullable().optional() }),
  path: () => '/api/v2/team',
});
