import { type FakeResponse, type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';
import { type ContractViolation, OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { dispatch, jsonBody, route } from '../../../testing/fake-router.js';
import { type ClickUpFakeList, type ClickUpFakeStatus, type ClickUpFakeWorld, defaultClickUpWorld } from './clickup-fixture.js';

export type { ClickUpFakeWorld } from './clickup-fixture.js';

export interface ClickUpFakeOptions {
  world?: ClickUpFakeWorld;
  token?: string;
}

export interface ClickUpFake extends FakeServer {
  token: string;
  world: ClickUpFakeWorld;
  /** Tasks by id, as the API answers them. */
  tasks: Map<string, Record<string, unknown>>;
}

const clickupError = (status: number, err: string, ECODE: string): FakeResponse => jsonResponse(status, { err, ECODE });

/** ClickUp's operations as its reference pages describe them (see `catalog/src/testing/contracts/README.md`). */
const contract = OpenApiContract.load(new URL('./contracts/api-v2.json', import.meta.url));

/** A request that drifts from the contract, answered in ClickUp's error shape (`{ err, ECODE }`). */
function refused(drift: ContractViolation): FakeResponse | undefined {
  const field = (at: Array<string | number>) => at.map(String).join('.');
  switch (drift.kind) {
    case 'unknown-operation':
      return undefined;
    case 'unknown-parameter':
      return clickupError(400, `Unknown query parameter: ${drift.name}`, 'INPUT_001');
    case 'unknown-field':
      return clickupError(400, `Unknown field: ${field([...drift.at, drift.name])}`, 'INPUT_001');
    case 'missing':
      return clickupError(400, `${field([...drift.at, drift.name])} is required`, 'INPUT_002');
    case 'type':
      return clickupError(400, `${field(drift.at)} must be of type ${drift.expected}`, 'INPUT_003');
    case 'enum':
      return clickupError(400, `${field(drift.at)} invalid: must be one of ${drift.allowed.map(String).join(', ')}`, 'INPUT_003');
  }
}
const PRIORITIES: Record<number, { priority: string; color: string }> = { 1: { priority: 'urgent', color: '#f50000' }, 2: { priority: 'high', color: '#ffcc00' }, 3: { priority: 'normal', color: '#6fddff' }, 4: { priority: 'low', color: '#d8d8d8' } };

interface TaskBody {
  name?: string;
  description?: string;
  status?: string;
  priority?: number | null;
  due_date?: number | null;
  assignees?: number[] | { add?: number[]; rem?: number[] };
  tags?: string[];
  custom_item_id?: number;
  custom_fields?: Array<{ id: string; value: unknown }>;
  archived?: boolean;
}

/**
 * A fake of the ClickUp API v2 (`/api/v2/...`): workspaces, spaces, folders, lists (active or
 * archived), members, tags, custom task types, custom fields, statuses inherited space → folder →
 * list, and task create, update and delete with ClickUp's checks. Auth: the token in `Authorization`
 * (bare, as ClickUp documents it, or after `Bearer`). Errors are `{ err, ECODE }`.
 */
export async function startClickUpFake(options: ClickUpFakeOptions = {}): Promise<ClickUpFake> {
  const token = options.token ?? '61803398_FAKEOAUTHTOKEN';
  const world = options.world ?? defaultClickUpWorld();
  const tasks = new Map<string, Record<string, unknown>>();
  let nextTask = 1;
  const space = (id: string) => world.spaces.find((s) => s.id === id);
  const folder = (id: string) => world.folders.find((f) => f.id === id);
  const list = (id: string) => world.lists.find((l) => l.id === id);
  const statusesOf = (l: ClickUpFakeList): ClickUpFakeStatus[] => l.statuses ?? (l.folderId ? folder(l.folderId)?.statuses : undefined) ?? space(l.spaceId)?.statuses ?? [];
  const archivedQuery = (req: RecordedRequest) => req.query.get('archived') === 'true';
  const listJson = (l: ClickUpFakeList) => ({
    id: l.id,
    name: l.name,
    archived: l.archived ?? false,
    override_statuses: l.statuses !== undefined,
    statuses: statusesOf(l),
    folder: l.folderId ? { id: l.folderId, name: folder(l.folderId)?.name, hidden: false, access: true } : { id: '0', name: 'hidden', hidden: true, access: true },
    space: { id: l.spaceId, name: space(l.spaceId)?.name, access: true },
  });
  const notFound = (what: string) => clickupError(404, `${what} not found`, 'ITEM_015');

  function writeTask(task: Record<string, unknown>, body: TaskBody, l: ClickUpFakeList): FakeResponse | undefined {
    if (body.name !== undefined) {
      if (typeof body.name !== 'string' || body.name.trim() === '') return clickupError(400, 'Task name invalid', 'INPUT_005');
      task.name = body.name;
    }
    if (body.description !== undefined) Object.assign(task, { description: body.description, text_content: body.description });
    if (body.status !== undefined) {
      const found = statusesOf(l).find((s) => s.status.toLowerCase() === String(body.status).toLowerCase());
      if (!found) return clickupError(400, 'Status does not exist', 'CRTSK_001');
      task.status = { status: found.status, color: found.color, orderindex: found.orderindex, type: found.type };
    }
    if (body.priority !== undefined) {
      if (body.priority !== null && !PRIORITIES[body.priority]) return clickupError(400, 'Priority invalid', 'INPUT_003');
      task.priority = body.priority === null ? null : { id: String(body.priority), ...PRIORITIES[body.priority], orderindex: String(body.priority) };
    }
    if (body.due_date !== undefined) task.due_date = body.due_date === null ? null : String(body.due_date);
    if (body.archived !== undefined) task.archived = body.archived;
    if (body.assignees !== undefined) {
      const current = new Set((task.assignees as Array<{ id: number }>).map((a) => a.id));
      const [add, rem] = Array.isArray(body.assignees) ? [body.assignees, []] : [body.assignees.add ?? [], body.assignees.rem ?? []];
      for (const id of add) {
        if (!world.members.some((m) => m.id === id)) return clickupError(400, 'Assignee not a member of the team', 'ASSIGN_023');
        current.add(id);
      }
      for (const id of rem) current.delete(id);
      task.assignees = world.members.filter((m) => current.has(m.id)).map(({ initials: _, ...m }) => m);
    }
    if (body.tags !== undefined) task.tags = body.tags.map((name) => space(l.spaceId)?.tags.find((t) => t.name === name) ?? { name, tag_fg: '#000000', tag_bg: '#cccccc' });
    if (body.custom_item_id !== undefined) task.custom_item_id = body.custom_item_id;
    for (const field of body.custom_fields ?? []) {
      const known = l.customFields?.find((f) => f.id === field.id);
      if (!known) return clickupError(400, 'Custom field is not on this list', 'FIELD_033');
      (task.custom_fields as Array<{ id: string; value?: unknown }>).find((f) => f.id === field.id)!.value = field.value;
    }
    return undefined;
  }

  const routes = [
    route('GET', /^\/api\/v2\/team$/, () => jsonResponse(200, { teams: [{ ...world.team, members: world.members.map((user) => ({ user: { ...user, role: 1 } })) }] })),
    route('GET', /^\/api\/v2\/team\/(\d+)\/space$/, (req, [id]) =>
      id !== world.team.id ? clickupError(401, 'Team not authorized', 'OAUTH_027') : jsonResponse(200, { spaces: world.spaces.filter((s) => (s.archived ?? false) === archivedQuery(req)).map(({ tags: _, ...s }) => s) }),
    ),
    route('GET', /^\/api\/v2\/team\/(\d+)\/custom_item$/, (_req, [id]) => (id !== world.team.id ? clickupError(401, 'Team not authorized', 'OAUTH_027') : jsonResponse(200, { custom_items: world.customItems }))),
    route('GET', /^\/api\/v2\/space\/(\d+)$/, (_req, [id = '']) => { const s = space(id); return s ? jsonResponse(200, { id: s.id, name: s.name, statuses: s.statuses }) : notFound('Space'); }),
    route('GET', /^\/api\/v2\/space\/(\d+)\/folder$/, (req, [id = '']) =>
      space(id) ? jsonResponse(200, { folders: world.folders.filter((f) => f.spaceId === id && (f.archived ?? false) === archivedQuery(req)).map((f) => ({ id: f.id, name: f.name, override_statuses: f.statuses !== undefined, statuses: f.statuses ?? space(id)?.statuses, lists: world.lists.filter((l) => l.folderId === f.id).map(listJson) })) }) : notFound('Space'),
    ),
    route('GET', /^\/api\/v2\/space\/(\d+)\/list$/, (req, [id = '']) => (space(id) ? jsonResponse(200, { lists: world.lists.filter((l) => l.spaceId === id && !l.folderId && (l.archived ?? false) === archivedQuery(req)).map(listJson) }) : notFound('Space'))),
    route('GET', /^\/api\/v2\/space\/(\d+)\/tag$/, (_req, [id = '']) => { const s = space(id); return s ? jsonResponse(200, { tags: s.tags }) : notFound('Space'); }),
    route('GET', /^\/api\/v2\/folder\/(\d+)$/, (_req, [id = '']) => { const f = folder(id); return f ? jsonResponse(200, { id: f.id, name: f.name, override_statuses: f.statuses !== undefined, statuses: f.statuses ?? space(f.spaceId)?.statuses }) : notFound('Folder'); }),
    route('GET', /^\/api\/v2\/folder\/(\d+)\/list$/, (req, [id = '']) => (folder(id) ? jsonResponse(200, { lists: world.lists.filter((l) => l.folderId === id && (l.archived ?? false) === archivedQuery(req)).map(listJson) }) : notFound('Folder'))),
    route('GET', /^\/api\/v2\/list\/(\d+)$/, (_req, [id = '']) => { const l = list(id); return l ? jsonResponse(200, listJson(l)) : notFound('List'); }),
    route('GET', /^\/api\/v2\/list\/(\d+)\/member$/, (_req, [id = '']) => { const l = list(id); return l ? jsonResponse(200, { members: world.members.filter((m) => l.memberIds?.includes(m.id)) }) : notFound('List'); }),
    route('GET', /^\/api\/v2\/list\/(\d+)\/field$/, (_req, [id = '']) => { const l = list(id); return l ? jsonResponse(200, { fields: (l.customFields ?? []).map((f) => ({ ...f, date_created: '1732000000000', hide_from_guests: false, required: false })) }) : notFound('List'); }),
    route('POST', /^\/api\/v2\/list\/(\d+)\/task$/, (req, [id = '']) => {
      const l = list(id);
      if (!l) return notFound('List');
      const body = jsonBody<TaskBody>(req);
      if (!body || typeof body.name !== 'string') return clickupError(400, 'Task name invalid', 'INPUT_005');
      const first = statusesOf(l)[0];
      const taskId = `86c${String(nextTask++).padStart(5, '0')}`;
      const task: Record<string, unknown> = {
        id: taskId, custom_id: null, name: '', text_content: '', description: '', status: first ? { status: first.status, color: first.color, orderindex: first.orderindex, type: first.type } : { status: 'to do', color: '#d3d3d3' },
        date_created: '1763900000000', archived: false, creator: { id: 101, username: 'Ada Lovelace' }, assignees: [], tags: [], priority: null, due_date: null,
        custom_fields: (l.customFields ?? []).map((f) => ({ ...f })), list: { id: l.id, name: l.name, access: true }, project: l.folderId ? { id: l.folderId, name: folder(l.folderId)?.name } : { id: '0', name: 'hidden' },
        folder: l.folderId ? { id: l.folderId, name: folder(l.folderId)?.name } : { id: '0', name: 'hidden' }, space: { id: l.spaceId }, team_id: world.team.id, custom_item_id: null, url: `https://app.clickup.com/t/${taskId}`,
      };
      const refused = writeTask(task, body, l);
      if (refused) return refused;
      tasks.set(taskId, task);
      return jsonResponse(200, task);
    }),
    route('PUT', /^\/api\/v2\/task\/([^/]+)$/, (req, [id = '']) => {
      const task = tasks.get(id);
      if (!task) return notFound('Task');
      const l = list((task.list as { id: string }).id)!;
      const draft = structuredClone(task);
      const refused = writeTask(draft, jsonBody<TaskBody>(req) ?? {}, l);
      if (refused) return refused;
      tasks.set(id, draft);
      return jsonResponse(200, draft);
    }),
    route('DELETE', /^\/api\/v2\/task\/([^/]+)$/, (_req, [id = '']) => (tasks.delete(id) ? { status: 204 } : notFound('Task'))),
  ];

  const server = await startFakeServer((req) => {
    const authorization = req.headers.authorization;
    if (!authorization) return clickupError(400, 'Authorization header required', 'OAUTH_017');
    if (authorization.replace(/^Bearer /, '') !== token) return clickupError(401, 'Token invalid', 'OAUTH_025');
    const drift = contract.check(req.method, req.path, req.query, jsonBody(req));
    return (drift && refused(drift)) ?? dispatch(routes, req, () => clickupError(404, 'Route not found', 'APP_001'));
  });
  return { ...server, token, world, tasks };
}
