import { z } from 'zod';
import { NonRetryableError } from '@tandem/catalog/sdk';

/** Workspace (team), space, folder and list ids are numeric strings. */
export const ClickUpId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(/^\d+$/, 'Value must be a numeric string'));

/** A task id (`86c0xyz`) or a custom task id. */
export const ClickUpTaskId = z.string().trim().min(1).describe('Task');

/** The step's workspace, else the connection's. */
export function workspaceOf(input: string | undefined, config: { workspaceId?: string | undefined }): string {
  const id = input ?? config.workspaceId;
  if (id === undefined) throw new NonRetryableError('Choose a ClickUp workspace, in the step or in the connection');
  return id;
}

const Named = z.looseObject({ id: z.union([z.string(), z.number()]).transform(String), name: z.string().optional() });

export const ClickUpUser = z.looseObject({
  id: z.number(),
  username: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  profilePicture: z.string().nullable().optional(),
});

export const ClickUpStatus = z.looseObject({ id: z.string().optional(), status: z.string(), color: z.string().optional(), orderindex: z.number().optional(), type: z.string().optional() });
export type ClickUpStatus = z.infer<typeof ClickUpStatus>;

export const ClickUpPriority = z.enum(['urgent', 'high', 'normal', 'low']);
export type ClickUpPriority = z.infer<typeof ClickUpPriority>;
/** ClickUp's priority numbers: 1 urgent … 4 low. */
export const priorityNumber: Record<ClickUpPriority, number> = { urgent: 1, high: 2, normal: 3, low: 4 };

/** A task as the API answers it; other fields pass through. */
export const ClickUpTask = z.looseObject({
  id: z.string(),
  name: z.string(),
  text_content: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  status: z.looseObject({ status: z.string(), color: z.string().optional() }),
  priority: z.looseObject({ priority: z.string(), color: z.string().optional() }).nullable().optional(),
  assignees: z.array(ClickUpUser).default([]),
  tags: z.array(z.looseObject({ name: z.string() })).default([]),
  due_date: z.string().nullable().optional(),
  list: Named.optional(),
  project: Named.optional(),
  folder: Named.optional(),
  team_id: z.string().optional(),
  custom_item_id: z.number().nullable().optional(),
  url: z.string().optional(),
  archived: z.boolean().default(false),
});
export type ClickUpTask = z.infer<typeof ClickUpTask>;

/** `2026-11-30` or `2026-11-30T17:00:00Z` → ClickUp's epoch milliseconds, and whether a time was given. */
export function dueDateOf(value: string): { due_date: number; due_date_time: boolean } {
  return { due_date: Date.parse(value), due_date_time: value.includes('T') };
}

export const DueDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).describe('Due date');
