import { afterEach, describe, expect, it } from 'vitest';
import { startFake, type StartedFake } from '../../../testing/index.js';
import { type AnyAction, AuthError, NonRetryableError, RetryAfterError } from '@tandem/catalog/sdk';
import { runAction } from '@tandem/catalog/runtime';
import { clickupCreateTask } from './tasks-create.js';
import { clickupRemoveTask } from './tasks-remove.js';
import { clickupUpdateTask } from './tasks-update.js';

let fake: StartedFake<'clickup'> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const run = (action: AnyAction, input: unknown, token = fake!.token) =>
  runAction(action, { input, auth: { refreshToken: token, accessToken: token }, config: { workspaceId: '9001' }, baseUrlOverrides: fake!.baseUrlOverrides });
const LOST_CLICKS = '0a52c486-5f05-403b-b4fd-c512ff05131c';

describe('clickup tasks.create', () => {
  it('creates a task with assignees, tags, status, priority, due date, type and custom fields', async () => {
    fake = await startFake('clickup');
    const task = await run(clickupCreateTask, {
      spaceId: '790',
      folderId: '456',
      listId: '901',
      taskName: 'Fix /shoes: lost 30 clicks',
      description: 'Clicks fell from 70 to 40.',
      assignees: ['101'],
      tags: ['seo'],
      status: 'review',
      priority: 'high',
      dueDate: '2026-11-30',
      customItemId: 1300,
      customFields: [{ fieldId: LOST_CLICKS, value: 30 }],
    });
    expect(task).toMatchObject({
      id: expect.stringMatching(/^86c/),
      name: 'Fix /shoes: lost 30 clicks',
      description: 'Clicks fell from 70 to 40.',
      status: { status: 'review' },
      priority: { priority: 'high' },
      assignees: [{ id: 101, email: 'ada@example.com' }],
      tags: [{ name: 'seo' }],
      due_date: String(Date.parse('2026-11-30')),
      list: { id: '901', name: 'Content fixes' },
      folder: { id: '456', name: 'SEO' },
      team_id: '9001',
      custom_item_id: 1300,
      archived: false,
      url: expect.stringMatching(/^https:\/\/app\.clickup\.com\/t\//),
    });
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      name: 'Fix /shoes: lost 30 clicks',
      description: 'Clicks fell from 70 to 40.',
      assignees: [101],
      tags: ['seo'],
      status: 'review',
      priority: 2,
      due_date: Date.parse('2026-11-30'),
      due_date_time: false,
      custom_item_id: 1300,
      custom_fields: [{ id: LOST_CLICKS, value: 30 }],
      notify_all: false,
    });
  });

  it('needs a name and passes ClickUp’s refusals on', async () => {
    fake = await startFake('clickup');
    await expect(run(clickupCreateTask, { listId: '901', taskName: '  ' })).rejects.toThrow('Give the task a name');
    await expect(run(clickupCreateTask, { listId: '901', taskName: 'x', priority: 'asap' })).rejects.toBeInstanceOf(NonRetryableError);
    await expect(run(clickupCreateTask, { listId: '901', taskName: 'x', status: 'to do' })).rejects.toMatchObject({ status: 400, message: 'clickup answered 400 Bad Request: Status does not exist (CRTSK_001)' });
    const denied = (await run(clickupCreateTask, { listId: '901', taskName: 'x' }, 'wrong').catch((e: unknown) => e)) as AuthError;
    expect(denied).toBeInstanceOf(AuthError);
    expect(denied.message).toBe('clickup answered 401 Unauthorized: Token invalid (OAUTH_025)');
  });

  it('waits until X-RateLimit-Reset after a 429', async () => {
    fake = await startFake('clickup');
    const reset = Math.floor(Date.now() / 1000) + 40;
    fake.failNext({ status: 429, headers: { 'content-type': 'application/json', 'x-ratelimit-reset': String(reset) }, body: { err: 'Rate limit reached', ECODE: 'APP_002' } });
    const error = (await run(clickupCreateTask, { listId: '901', taskName: 'x' }).catch((e: unknown) => e)) as RetryAfterError;
    expect(error).toBeInstanceOf(RetryAfterError);
    expect(error.retryAfterMs).toBeGreaterThan(35_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(40_000);
  });
});

describe('clickup tasks.update and tasks.remove', () => {
  it('changes only what is given, then deletes the task', async () => {
    fake = await startFake('clickup');
    const { id } = (await run(clickupCreateTask, { listId: '901', taskName: 'Old', assignees: [101] })) as { id: string };
    const updated = await run(clickupUpdateTask, {
      task: { listId: '901', taskId: id },
      changes: { name: 'New', status: 'done', priority: 'urgent', addAssignees: [102], removeAssignees: [101], dueDate: '2026-12-01T09:30:00Z' },
    });
    expect(updated).toMatchObject({ id, name: 'New', status: { status: 'done' }, priority: { priority: 'urgent' }, assignees: [{ id: 102 }], due_date: String(Date.parse('2026-12-01T09:30:00Z')) });
    expect(JSON.parse(fake.requests[1]?.body ?? '')).toMatchObject({ assignees: { add: [102], rem: [101] }, priority: 1, due_date_time: true });
    expect(await run(clickupUpdateTask, { task: { taskId: id }, changes: { priority: null, dueDate: null } })).toMatchObject({ priority: null, due_date: null });
    await expect(run(clickupUpdateTask, { task: { taskId: id }, changes: {} })).rejects.toThrow('Give at least one change');
    expect(await run(clickupRemoveTask, { taskId: id })).toEqual({ taskId: id, removed: true });
    expect(fake.tasks.has(id)).toBe(false);
    await expect(run(clickupRemoveTask, { taskId: id })).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a task body that drifts from ClickUp's reference: an unknown field, a priority out of its values", async () => {
    fake = await startFake('clickup');
    const create = (body: unknown) =>
      fetch(`${fake!.baseUrlOverrides.clickup}/api/v2/list/901/task`, { method: 'POST', headers: { authorization: fake!.token, 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await create({ name: 'A', due: 1764460800000 })).toEqual({ status: 400, body: { err: 'Unknown field: due', ECODE: 'INPUT_001' } });
    expect(await create({ name: 'A', priority: 5 })).toEqual({ status: 400, body: { err: 'priority invalid: must be one of 1, 2, 3, 4', ECODE: 'INPUT_003' } });
    expect(fake.tasks.size).toBe(0);
  });
});
