import { z } from 'zod';
import { type ActionContext, defineAction } from '@tandem/catalog/sdk';
import { retryTraitsOf } from '../../../retry/index.js';
import { googleAds } from '../app.js';

/** What a change answers: the resource names it created or changed, in order. */
export const MutationOutput = z.object({ resourceNames: z.array(z.string()) });
export type MutationOutput = z.infer<typeof MutationOutput>;

type AdsContext<I> = ActionContext<typeof googleAds, I>;

export interface AdsMutationSpec<I extends z.ZodType, O extends z.ZodType> {
  id: string;
  displayName: string;
  description: string;
  input: I;
  output?: O;
  replacedBy?: { actionId: string; reason: string };
  run: (ctx: AdsContext<z.output<I>>) => Promise<z.input<O>>;
}

/** Declares a changing action of Google Ads; its retry traits come from the table (`retry/search-ads-retry-traits.ts`). */
export function defineAdsMutation<I extends z.ZodType, O extends z.ZodType = typeof MutationOutput>(spec: AdsMutationSpec<I, O>) {
  const traits = retryTraitsOf('google-ads', spec.id);
  return defineAction({
    app: googleAds,
    id: spec.id,
    displayName: spec.displayName,
    description: spec.description,
    categories: ['SEA'],
    mutates: true,
    ...(traits.idempotent === true ? { idempotent: true } : {}),
    ...(traits.defaultTimeout === undefined ? {} : { defaultTimeout: traits.defaultTimeout }),
    ...(spec.replacedBy ? { replacedBy: spec.replacedBy } : {}),
    input: spec.input,
    output: (spec.output ?? MutationOutput) as O,
    run: spec.run,
  });
}
