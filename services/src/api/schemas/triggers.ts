import { Schedule, WatchState } from '@tandem/catalog';
import { z } from 'zod';

export const SetLiveBody = z.object({ versionId: z.string().min(1) });

/** How a flow's live trigger acts right now. */
export const TriggerInfo = z.object({
  live: z.boolean(),
  versionId: z.string().nullable(),
  trigger: z.unknown().nullable(),
  /** Schedules: the next five fire times Temporal computed. */
  nextFireTimes: z.array(z.string()),
  /** Webhooks: the secret URL that starts a run. */
  hookUrl: z.string().nullable(),
  /** Change watches: what the watch saw so far and how its polls go (`failingSince` while they fail). */
  watch: WatchState.nullable(),
});
export type TriggerInfo = z.infer<typeof TriggerInfo>;

/** The webhook's new URL; the old one stops working. */
export const RotatedHook = z.object({ hookUrl: z.string() });
export type RotatedHook = z.infer<typeof RotatedHook>;

/** The change watch was asked to look now. */
export const WatchPollStarted = z.object({ ok: z.literal(true) });
export type WatchPollStarted = z.infer<typeof WatchPollStarted>;

/** A schedule to preview: the same object as a schedule trigger's `schedule`. */
export const SchedulePreviewBody = z.object({ schedule: Schedule });
export type SchedulePreviewBody = z.infer<typeof SchedulePreviewBody>;

/** The next fire times (ISO 8601, UTC) Temporal computes for that schedule; empty when it never fires. */
export const SchedulePreview = z.object({ fireTimes: z.array(z.string()) });
export type SchedulePreview = z.infer<typeof SchedulePreview>;
