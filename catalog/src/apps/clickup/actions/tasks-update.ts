import { z } from 'zod';
import { defineAction, textArea } from '@tandem/catalog/sdk';
import { clickup } from '../app.js';
import { clickupCall } from '../clickup-call.js';
import { ClickUpId, ClickUpPriority, ClickUpTask, ClickUpTaskId, DueDate, dueDateOf, priorityNumber } from '../clickup-schemas.js';

export const ClickUpUpdateTaskInput = z.object({
  task: z.object({ workspaceId: ClickUpId.optional().describe('Workspace'), listId: ClickUpId.optional().describe('List'), taskId: ClickUpTaskId }),
  /** Only what is given changes; null clears priority or due date. */
  changes: z
    .object({
      name: z.string().trim().min(1).optional(),
      description: textArea(z.string().optional()),
      status: z.string().min(1).optional(),
      priority: ClickUpPriority.nullable().optional(),
      dueDate: DueDate.nullable().optional(),
      addAssignees: z.array(z.coerce.number().int().positive()).default([]),
      removeAssignees: z.array(z.coerce.number().int().positive()).default([]),
      archived: z.boolean().optional(),
    })
    .refine((c) => Object.entries(c).some(([key, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0) && key !== ''), {
      message: 'Give at least one change',
    }),
});
export type ClickUpUpdateTaskInput = z.infer<typeof ClickUpUpdateTaskInput>;

export const clickupUpdateTask = defineAction({
  app: clickup,
  id: 'tasks.update',
  displayName: 'Update task',
  description: "Changes a task's name, description, status, priority, due date, assignees or archived flag.",
  categories: ['Alerts & Tasks'],
  // Sets a state: the same call twice leaves the data as once.
  mutates: true,
  idempotent: true,
  input: ClickUpUpdateTaskInput,
  output: ClickUpTask,
  async run({ input, http }) {
    const c = input.changes;
    const body = {
      ...(c.name === undefined ? {} : { name: c.name }),
      ...(c.description === undefined ? {} : { description: c.description }),
      ...(c.status === undefined ? {} : { status: c.status }),
      ...(c.priority === undefined ? {} : { priority: c.priority === null ? null : priorityNumber[c.priority] }),
      ...(c.dueDate === undefined ? {} : c.dueDate === null ? { due_date: null } : dueDateOf(c.dueDate)),
      ...(c.addAssignees.length + c.removeAssignees.length === 0 ? {} : { assignees: { add: c.addAssignees, rem: c.removeAssignees } }),
      ...(c.archived === undefined ? {} : { archived: c.archived }),
    };
    return clickupCall<ClickUpTask>(http, 'PUT', `/api/v2/task/${encodeURIComponent(input.task.taskId)}`, { body });
  },
});
