import { z } from 'zod';
import { type ActionContext, defineAction } from '@tandem/catalog/sdk';
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
  /**
   * Whether the same change twice leaves the account as once. Google Ads has no idempotency keys, so
   * a change that is not (creates, removals, relative changes) runs a single attempt.
   */
  idempotent: boolean;
  run: (ctx: AdsContext<z.output<I>>) => Promise<z.input<O>>;
}

/** Declares a changing action of Google Ads (it mutates; whether it is idempotent, the spec says). */
export function defineAdsMutation<I extends z.ZodType, O extends z.ZodType = typeof MutationOutput>(spec: AdsMutationSpec<I, O>) {
  return defineAction({
    app: googleAds,
    id: spec.id,
    displayName: spec.displayName,
    description: spec.description,
    categories: ['SEA'],
    mutates: true,
    ...(spec.idempotent ? { idempotent: true } : {}),
    ...(spec.replacedBy ? { replacedBy: spec.replacedBy } : {}),
    input: spec.input,
    output: (spec.output ?? MutationOutput) as O,
    run: spec.run,
  });
}
