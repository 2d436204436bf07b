import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { clickup } from '../app.js';
import { clickupCall } from '../clickup-call.js';
import { ClickUpTaskId } from '../clickup-schemas.js';

export const clickupRemoveTask = defineAction({
  app: clickup,
  id: 'tasks.remove',
  displayName: 'Delete task',
  description: 'Deletes a task.',
  categories: ['Alerts & Tasks'],
  // ClickUp has no idempotency keys: a second attempt would do it twice (or fail).
  mutates: true,
  input: z.object({ taskId: ClickUpTaskId }),
  output: z.object({ taskId: z.string(), removed: z.literal(true) }),
  async run({ input, http }) {
    await clickupCall(http, 'DELETE', `/api/v2/task/${encodeURIComponent(input.taskId)}`);
    return { taskId: input.taskId, removed: true as const };
  },
});
