import { z } from 'zod';
import { type AnyAction, defineAction } from '@tandem/catalog/sdk';
import type { RetryTraits } from '../../retry/index.js';
import { metaAds } from './app.js';
import { updateObject } from './graph.js';

export const UpdateStatusInput = z.object({
  id: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').describe('ID'),
  status: z.enum(['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED']).describe('Status'),
});
export type UpdateStatusInput = z.infer<typeof UpdateStatusInput>;

export const UpdateStatusOutput = z.object({ id: z.string(), status: z.string() });
export type UpdateStatusOutput = z.infer<typeof UpdateStatusOutput>;

export function updateStatus(id: 'adSets.updateStatus' | 'ads.updateStatus' | 'campaigns.updateStatus', noun: string, traits: RetryTraits): AnyAction {
  return defineAction({
    app: metaAds,
    id,
    displayName: `Update ${noun} status`,
    description: `Sets the status of one ${noun}: active, paused, archived or deleted.`,
    categories: ['Social Ads'],
    ...traits,
    input: UpdateStatusInput,
    output: UpdateStatusOutput,
    async run({ input, http }) {
      await updateObject(http, input.id, { status: input.status });
      return { id: input.id, status: input.status };
    },
  });
}
