import { z } from 'zod';

/** The attribution windows a report may use. */
export const attributionWindows = ['1d_view', '7d_view', '28d_view', '1d_click', '7d_click', '28d_click', '1d_ev', 'dda', 'skan_view', 'skan_click'] as const;

/** Which attribution the report uses: Meta's default (7 days click and 1 day view), the account's setting, or chosen windows. */
export const AttributionChoice = z
  .discriminatedUnion('mode', [
    z.object({ mode: z.literal('default') }),
    z.object({ mode: z.literal('accountSettings') }),
    z.object({ mode: z.literal('custom'), windows: z.array(z.enum(attributionWindows)).min(1) }),
  ])
  .default({ mode: 'default' })
  .describe('Attribution windows');
export type AttributionChoice = z.infer<typeof AttributionChoice>;

export const DEFAULT_ATTRIBUTION_WINDOWS = ['7d_click', '1d_view'] as const;

export function attributionParams(choice: AttributionChoice): Record<string, unknown> {
  if (choice.mode === 'accountSettings') return { use_account_attribution_setting: true };
  return { action_attribution_windows: choice.mode === 'custom' ? choice.windows : DEFAULT_ATTRIBUTION_WINDOWS };
}

/** When actions count: on the day of the impression, of the conversion, or mixed. */
export const ActionReportTime = z.enum(['impression', 'conversion', 'mixed']).default('mixed').describe('Action report time');

/** Rows per day, per n days (1–90), per month, or one row for the whole period. */
export const TimeIncrement = z
  .union([z.literal('monthly'), z.literal('all_days'), z.number().int().min(1).max(90)])
  .optional()
  .describe('Time breakdown (days 1–90, monthly or all_days)');
