import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../testing/index.js';
import type { AnyAction } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { clickupListsGetOne } from './actions/lists-get-one.js';
import { clickupCustomFieldsGetAll } from './actions/custom-fields-get-all.js';
import { clickupCustomTaskTypesGetAll } from './actions/custom-task-types-get-all.js';
import { clickupFoldersGetAll } from './actions/folders-get-all.js';
import { clickupListsGetAll } from './actions/lists-get-all.js';
import { clickupListsGetMembers } from './actions/lists-get-members.js';
import { clickupSpacesGetAll } from './actions/spaces-get-all.js';
import { clickupTagsGetAll } from './actions/tags-get-all.js';
import { clickupWorkspacesGetAuthorized } from './actions/workspaces-get-authorized.js';
import { clickupStatusesGetAll } from './actions/statuses-get-all.js';

let fake: StartedFake<'clickup'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (action: AnyAction, input: unknown, config: unknown = { workspaceId: '9001' }) =>
  runAction(action, { input, auth: { refreshToken: fake!.token, accessToken: fake!.token }, config, baseUrlOverrides: fake!.baseUrlOverrides });
const names = (items: unknown) => (items as Array<{ name: string }>).map((i) => i.name);

describe('clickup read actions', () => {
  it('walks workspaces, spaces, folders, lists (active or archived), members, tags, task types and custom fields', async () => {
    fake = await startFake('clickup');
    expect(await run(clickupWorkspacesGetAuthorized, {}, {})).toMatchObject({ teams: [{ id: '9001', name: 'Example Shop' }] });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(names(((await run(clickupSpacesGetAll, {})) as { spaces: unknown }).spaces)).toEqual(['Marketing']);
    expect(fake.requests[1]?.query.get('archived')).toBe('false');
    expect(names(((await run(clickupFoldersGetAll, { spaceId: '790' })) as { folders: unknown }).folders)).toEqual(['SEO']);
    expect(names(((await run(clickupListsGetAll, { folderId: 456 })) as { lists: unknown }).lists)).toEqual(['Content fixes']);
    expect(names(((await run(clickupListsGetAll, { folderId: '456', archived: true })) as { lists: unknown }).lists)).toEqual(['Old ideas']);
    expect(names(((await run(clickupListsGetAll, { spaceId: '790' })) as { lists: unknown }).lists)).toEqual(['Inbox']);
    await expect(run(clickupListsGetAll, {})).rejects.toThrow('Choose a folder or a space');
    expect(await run(clickupListsGetOne, { listId: '901' })).toMatchObject({ id: '901', name: 'Content fixes', folder: { id: '456' }, space: { id: '790' } });
    expect(await run(clickupListsGetMembers, { listId: '902' })).toEqual({ members: [expect.objectContaining({ id: 101, username: 'Ada Lovelace', email: 'ada@example.com' })] });
    expect(await run(clickupTagsGetAll, { spaceId: '790' })).toEqual({ tags: [{ name: 'seo', tag_fg: '#ffffff', tag_bg: '#2ecd6f' }] });
    expect(await run(clickupCustomTaskTypesGetAll, {})).toEqual({ custom_items: [{ id: 1300, name: 'Bug', name_plural: 'Bugs', description: 'Something to fix' }] });
    expect(fake.requests.at(-1)?.path).toBe('/api/v2/team/9001/custom_item');
    expect(((await run(clickupCustomFieldsGetAll, { listId: '901' })) as { fields: Array<{ name: string; type: string }> }).fields.map((f) => [f.name, f.type])).toEqual([
      ['Lost clicks', 'number'],
      ['Page', 'url'],
    ]);
  });

  it('needs a workspace from the step or the connection, and numeric ids', async () => {
    fake = await startFake('clickup');
    await expect(run(clickupSpacesGetAll, {}, {})).rejects.toThrow('Choose a ClickUp workspace, in the step or in the connection');
    await expect(run(clickupSpacesGetAll, { workspaceId: '1234' }, {})).rejects.toMatchObject({ status: 401, message: 'clickup answered 401 Unauthorized: Team not authorized (OAUTH_027)' });
    await expect(run(clickupFoldersGetAll, { spaceId: 'marketing' })).rejects.toThrow('Value must be a numeric string');
  });
});

describe('clickup statuses.getAll', () => {
  it('uses the most specific of list, folder and space', async () => {
    fake = await startFake('clickup');
    const statuses = async (input: unknown) => {
      const out = (await run(clickupStatusesGetAll, input)) as { source: string; statuses: Array<{ status: string }> };
      return [out.source, out.statuses.map((s) => s.status)];
    };
    expect(await statuses({ spaceId: '790' })).toEqual(['space', ['to do', 'in progress', 'complete']]);
    expect(await statuses({ spaceId: '790', folderId: '456' })).toEqual(['folder', ['backlog', 'review', 'done']]);
    expect(await statuses({ spaceId: '790', folderId: '456', listId: '901' })).toEqual(['list', ['backlog', 'review', 'done']]);
    expect(await statuses({ spaceId: '790', listId: '902' })).toEqual(['list', ['open', 'closed']]);
    expect(fake.requests.map((r) => r.path)).toEqual(['/api/v2/space/790', '/api/v2/folder/456', '/api/v2/list/901', '/api/v2/list/902']);
    await expect(run(clickupStatusesGetAll, { listId: '901' })).rejects.toThrow(/spaceId/);
  });
});
