import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { clickup } from '../app.js';
import { clickupCall } from '../clickup-call.js';
import { ClickUpId, ClickUpPriority, ClickUpTask, DueDate, dueDateOf, priorityNumber } from '../clickup-schemas.js';

export const ClickUpCreateTaskInput = z.object({
  workspaceId: ClickUpId.optional().describe('Workspace'),
  spaceId: ClickUpId.optional().describe('Space'),
  folderId: ClickUpId.optional().describe('Folder'),
  listId: ClickUpId.describe('List'),
  taskName: z.string().trim().min(1, 'Give the task a name').describe('Task name'),
  description: textArea(z.string().optional().describe('Description')),
  /** User ids (see the list's members). */
  assignees: z.array(z.coerce.number().int().positive()).default([]),
  tags: z.array(z.string().min(1)).default([]),
  status: z.string().min(1).optional(),
  priority: ClickUpPriority.optional(),
  dueDate: DueDate.optional(),
  /** A custom task type (see custom task types). */
  customItemId: z.number().int().optional().describe('Task type'),
  customFields: z.array(z.object({ fieldId: z.string().min(1), value: z.unknown() })).default([]),
  notifyAll: z.boolean().default(false).describe('Notify everyone following the task, including its creator'),
});
export type ClickUpCreateTaskInput = z.infer<typeof ClickUpCreateTaskInput>;

export const clickupCreateTask = defineAction({
  app: clickup,
  id: 'tasks.create',
  displayName: 'Create task',
  description: 'Creates a task in a list, with assignees, tags, status, priority, due date and custom fields.',
  categories: ['Alerts & Tasks'],
  // A second attempt creates a second task; a delete retried after it happened answers 404.
  mutates: true,
  input: ClickUpCreateTaskInput,
  output: ClickUpTask,
  async run({ input, http }) {
    const body = {
      name: input.taskName,
      ...(input.description === undefined ? {} : { description: input.description }),
      assignees: input.assignees,
      tags: input.tags,
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.priority === undefined ? {} : { priority: priorityNumber[input.priority] }),
      ...(input.dueDate === undefined ? {} : dueDateOf(input.dueDate)),
      ...(input.customItemId === undefined ? {} : { custom_item_id: input.customItemId }),
      ...(input.customFields.length === 0 ? {} : { custom_fields: input.customFields.map((f) => ({ id: f.fieldId, value: f.value })) }),
      notify_all: input.notifyAll,
    };
    return clickupCall<ClickUpTask>(http, 'POST', `/api/v2/list/${input.listId}/task`, { body });
  },
});
