/** A status as ClickUp answers it. */
export interface ClickUpFakeStatus {
  id: string;
  status: string;
  color: string;
  orderindex: number;
  type: 'open' | 'custom' | 'closed';
}

export interface ClickUpFakeList {
  id: string;
  name: string;
  folderId?: string;
  spaceId: string;
  archived?: boolean;
  /** Own statuses; absent: the folder's (when it overrides) or the space's. */
  statuses?: ClickUpFakeStatus[];
  customFields?: Array<{ id: string; name: string; type: string; type_config?: unknown }>;
  memberIds?: number[];
}

export interface ClickUpFakeWorld {
  team: { id: string; name: string; color: string; avatar: string | null };
  members: Array<{ id: number; username: string; email: string; color: string; profilePicture: string | null; initials: string }>;
  spaces: Array<{ id: string; name: string; archived?: boolean; statuses: ClickUpFakeStatus[]; tags: Array<{ name: string; tag_fg: string; tag_bg: string }> }>;
  folders: Array<{ id: string; name: string; spaceId: string; archived?: boolean; statuses?: ClickUpFakeStatus[] }>;
  lists: ClickUpFakeList[];
  customItems: Array<{ id: number; name: string; name_plural: string; description: string }>;
}

const status = (id: string, name: string, color: string, orderindex: number, type: ClickUpFakeStatus['type']): ClickUpFakeStatus => ({ id, status: name, color, orderindex, type });

/** One workspace: a Marketing space with an SEO folder (its own statuses) and lists in and outside it. */
export const defaultClickUpWorld = (): ClickUpFakeWorld => ({
  team: { id: '9001', name: 'Example Shop', color: '#536cfe', avatar: null },
  members: [
    { id: 101, username: 'Ada Lovelace', email: 'ada@example.com', color: '#7b68ee', profilePicture: null, initials: 'AL' },
    { id: 102, username: 'Bob Builder', email: 'bob@example.com', color: '#ff7800', profilePicture: null, initials: 'BB' },
  ],
  spaces: [
    {
      id: '790',
      name: 'Marketing',
      statuses: [status('sp1', 'to do', '#d3d3d3', 0, 'open'), status('sp2', 'in progress', '#4194f6', 1, 'custom'), status('sp3', 'complete', '#6bc950', 2, 'closed')],
      tags: [{ name: 'seo', tag_fg: '#ffffff', tag_bg: '#2ecd6f' }],
    },
  ],
  folders: [{ id: '456', name: 'SEO', spaceId: '790', statuses: [status('f1', 'backlog', '#d3d3d3', 0, 'open'), status('f2', 'review', '#e50000', 1, 'custom'), status('f3', 'done', '#6bc950', 2, 'closed')] }],
  lists: [
    {
      id: '901',
      name: 'Content fixes',
      folderId: '456',
      spaceId: '790',
      memberIds: [101, 102],
      customFields: [
        { id: '0a52c486-5f05-403b-b4fd-c512ff05131c', name: 'Lost clicks', type: 'number', type_config: {} },
        { id: '5e0b29b5-4f1e-4c3c-8f67-0f3c4b1bdf2a', name: 'Page', type: 'url', type_config: {} },
      ],
    },
    { id: '902', name: 'Inbox', spaceId: '790', memberIds: [101], statuses: [status('l1', 'open', '#d3d3d3', 0, 'open'), status('l2', 'closed', '#6bc950', 1, 'closed')] },
    { id: '903', name: 'Old ideas', folderId: '456', spaceId: '790', archived: true },
  ],
  customItems: [{ id: 1300, name: 'Bug', name_plural: 'Bugs', description: 'Something to fix' }],
});
