import { DateTime } from 'luxon';
import { z } from 'zod';
import { NonRetryableError, textArea } from '@tandem/catalog/sdk';
import { gaqlString } from '../api/gaql.js';
import { DateConstant } from '../../shared/date-constant.js';
import { MetricsPeriod, periodDates } from '../api/metrics-period.js';
import { AdsRef, adsReport, part, refOf } from './ads-report.js';

/** The API keeps 30 days of changes (today included) and answers at most 10,000 of them. */
export const CHANGE_HISTORY_DAYS = 30;
export const CHANGE_HISTORY_MAX_ROWS = 10_000;
export const CHANGE_HISTORY_START_MESSAGE = 'The start date must be within 30 days including today.';

export const ChangeHistoryRow = z.object({
  resourceName: z.string(),
  changedAt: z.string(),
  resourceType: z.string(),
  changedResourceName: z.string(),
  operation: z.string(),
  userEmail: z.string().optional(),
  clientType: z.string().optional(),
  changedFields: z.array(z.string()),
  oldResource: z.record(z.string(), z.unknown()).optional(),
  newResource: z.record(z.string(), z.unknown()).optional(),
  campaign: AdsRef.optional(),
});

/**
 * The periods the change history offers: those of the other reports but LAST_30_DAYS, which starts
 * 30 days before today and so always lies outside the 30 days (today included) the API keeps.
 */
export const ChangeHistoryDateConstant = DateConstant.exclude(['LAST_30_DAYS'], {
  error: (issue) => (issue.input === 'LAST_30_DAYS' ? CHANGE_HISTORY_START_MESSAGE : undefined),
});
export const ChangeHistoryPeriod = z
  .discriminatedUnion('type', [z.object({ type: z.literal('dateConstant'), dateConstant: ChangeHistoryDateConstant }), MetricsPeriod.options[1], MetricsPeriod.options[2]])
  .describe('Period');

/** Whether a period starts within the last 30 days, today included. */
export function startsWithinChangeWindow(period: MetricsPeriod, now: Date = new Date()): boolean {
  const oldest = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day').minus({ days: CHANGE_HISTORY_DAYS - 1 }).toISODate()!;
  return periodDates(period, now).from >= oldest;
}

export const changeHistoryReport = adsReport({
  displayName: 'Change history report',
  description: 'Who changed what and when (old and new values): the newest 10,000 changes of a period that starts within the last 30 days, optionally of one user.',
  input: {
    metricsPeriod: ChangeHistoryPeriod.default({ type: 'dateConstant', dateConstant: 'LAST_7_DAYS' }),
    userEmail: z.string().trim().min(1).optional().describe('Changed by (email)'),
    resourceTypes: textArea(z.array(z.string().regex(/^[A-Z_]+$/)).optional().describe('Resource types (CAMPAIGN, AD_GROUP, ...)')),
  },
  from: 'change_event',
  metrics: false,
  fields: [
    'change_event.resource_name', 'change_event.change_date_time', 'change_event.change_resource_type', 'change_event.change_resource_name',
    'change_event.resource_change_operation', 'change_event.user_email', 'change_event.client_type', 'change_event.changed_fields',
    'change_event.old_resource', 'change_event.new_resource', 'campaign.resource_name', 'campaign.name',
  ],
  check: (input) => {
    if (!startsWithinChangeWindow(input.metricsPeriod)) throw new NonRetryableError(CHANGE_HISTORY_START_MESSAGE);
  },
  where: (input) => {
    const { from, to } = periodDates(input.metricsPeriod);
    return [
      `change_event.change_date_time >= ${gaqlString(`${from} 00:00:00`)}`,
      `change_event.change_date_time <= ${gaqlString(`${to} 23:59:59`)}`,
      input.userEmail && `change_event.user_email = ${gaqlString(input.userEmail)}`,
      input.resourceTypes && input.resourceTypes.length > 0 && `change_event.change_resource_type IN (${input.resourceTypes.map(gaqlString).join(', ')})`,
    ];
  },
  orderBy: 'change_event.change_date_time DESC',
  limit: () => CHANGE_HISTORY_MAX_ROWS,
  row: ChangeHistoryRow,
  toRow: (row) => {
    const event = part(row, 'changeEvent') as Record<string, string | Record<string, unknown> | undefined>;
    const text = (key: string) => (typeof event[key] === 'string' ? event[key] : undefined);
    const fields = text('changedFields');
    return {
      resourceName: text('resourceName') ?? '',
      changedAt: text('changeDateTime') ?? '',
      resourceType: text('changeResourceType') ?? '',
      changedResourceName: text('changeResourceName') ?? '',
      operation: text('resourceChangeOperation') ?? '',
      userEmail: text('userEmail'),
      clientType: text('clientType'),
      changedFields: fields ? fields.split(',').filter(Boolean) : [],
      oldResource: event.oldResource as Record<string, unknown> | undefined,
      newResource: event.newResource as Record<string, unknown> | undefined,
      campaign: refOf(row, 'campaign'),
    };
  },
});
