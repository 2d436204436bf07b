import { z } from 'zod';

/** How a change watch's polls go: carried by the watch across continue-as-new and shown by the API. */
export const WatchHealth = z.object({
  /** The last poll that answered (null before the first one). */
  lastPolledAt: z.string().nullable(),
  /** Why the polls fail, while they do. */
  lastError: z.string().nullable(),
  /** The first failed poll after the last good one; null while the polls work. */
  failingSince: z.string().nullable(),
});
export type WatchHealth = z.infer<typeof WatchHealth>;

/** What a live change watch tells about itself (the `watchState` query, the trigger info answer). */
export const WatchState = WatchHealth.extend({
  versionId: z.string(),
  baselineRecorded: z.boolean(),
  itemsSeen: z.number().int(),
  runsStarted: z.number().int(),
});
export type WatchState = z.infer<typeof WatchState>;
