import { z } from 'zod';
import { type AnyAction, defineAction } from '@tandem/catalog/sdk';
import { actionRetryTraits } from '../../retry/action-retry-traits.js';
import { metaAds } from './app.js';
import { updateObject } from './graph.js';

export const UpdateStatusInput = z.object({
  id: z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').describe('ID'),
  status: z.enum(['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED']).describe('Status'),
});
export type UpdateStatusInput = z.infer<typeof UpdateStatusInput>;

export const UpdateStatusOutput = z.object({ id: z.string(), status: z.string() });
export type UpdateStatusOutput = z.infer<typeof UpdateStatusOutput>;

const traits = {
  adSets: actionRetryTraits['meta-ads/adSets.updateStatus'],
  ads: actionRetryTraits['meta-ads/ads.updateStatus'],
  campaigns: actionRetryTraits['meta-ads/campaigns.updateStatus'],
};

export function updateStatus(id: `${keyof typeof traits}.updateStatus`, noun: string): AnyAction {
  const resource = id.split('.')[0] as keyof typeof traits;
  return defineAction({
    app: metaAds,
    id,
    displayName: `Update ${noun} status`,
    description: `Sets the status of one ${noun}: active, paused, archived or deleted.`,
    categories: ['Social Ads'],
    ...traits[resource],
    input: UpdateStatusInput,
    output: UpdateStatusOutput,
    async run({ input, http }) {
      await updateObject(http, input.id, { status: input.status });
      return { id: input.id, status: input.status };
    },
  });
}
