/**
 * Cron expressions as Temporal Schedules read them (server 1.29, `parseCronString`): 5 fields
 * (minute hour day-of-month month day-of-week), 6 (plus year) or 7 (second first, year last).
 * Each field is `*` or a comma-separated list of `x`, `x-y`, `x/step`, `x-y/step`, `* /step`;
 * months may be named (3+ letters, `jan`), weekdays too (2+ letters, `mo`), 7 is Sunday.
 * The product accepts only plain fields (no `@hourly`, `@every`, `TZ=` or `#` comments), so every
 * expression it accepts is one Temporal accepts and reads the same way. A schedule fires at most once
 * a minute: the seconds field of the 7-field form must be one second (`30 0 9 * * 1-5 *`), never
 * a list, range, step or `*`.
 */

type CronField = { name: string; min: number; max: number; names?: { list: readonly string[]; minLength: number; first: number } };

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const second: CronField = { name: 'second', min: 0, max: 59 };
const minute: CronField = { name: 'minute', min: 0, max: 59 };
const hour: CronField = { name: 'hour', min: 0, max: 23 };
const dayOfMonth: CronField = { name: 'day of month', min: 1, max: 31 };
const month: CronField = { name: 'month', min: 1, max: 12, names: { list: months, minLength: 3, first: 1 } };
const dayOfWeek: CronField = { name: 'day of week', min: 0, max: 7, names: { list: weekdays, minLength: 2, first: 0 } };
const year: CronField = { name: 'year', min: 2000, max: 2100 };

/** The fields of each accepted length, in order. */
const layouts: Record<number, CronField[]> = {
  5: [minute, hour, dayOfMonth, month, dayOfWeek],
  6: [minute, hour, dayOfMonth, month, dayOfWeek, year],
  7: [second, minute, hour, dayOfMonth, month, dayOfWeek, year],
};

export const CRON_FIELD_COUNT_MESSAGE = 'A cron expression needs 5 to 7 fields';

/** The seconds field names one second: a schedule fires at most once a minute. */
function secondIssue(text: string): string | undefined {
  if (/^\d+$/.test(text)) return undefined;
  return `Cron second "${text}": a schedule fires at most once a minute, so the second must be a single value such as 0`;
}

/** A single value of a field (a number or, for months and weekdays, a name), or undefined. */
function valueOf(text: string, field: CronField, min: number): number | undefined {
  let value: number | undefined;
  if (field.names && text.length >= field.names.minLength) {
    const index = field.names.list.findIndex((name) => name.startsWith(text.toLowerCase()));
    if (index >= 0) value = index + field.names.first;
  }
  if (value === undefined && /^[+-]?\d+$/.test(text)) value = Number(text);
  return value !== undefined && value >= min && value <= field.max ? value : undefined;
}

function rangeText(field: CronField): string {
  const names = field.names ? ` (or names such as ${field.names.list[field.names.first === 1 ? 0 : 1]!.slice(0, 3)})` : '';
  return `between ${field.min} and ${field.max}${names}`;
}

/** What is wrong with one field, or undefined when Temporal reads it. */
function fieldIssue(text: string, field: CronField): string | undefined {
  const where = `Cron ${field.name} "${text}"`;
  for (const part of text.split(',')) {
    const [range = '', step, ...more] = part.split('/');
    if (more.length > 0) return `${where}: only one / is allowed`;
    if (step !== undefined && !(/^[+-]?\d+$/.test(step) && Number(step) >= 1)) return `${where}: the step after / must be a whole number of at least 1`;
    if (range === '*') continue;
    const ends = range.split('-');
    if (ends.length > 2) return `${where}: only one - is allowed`;
    const start = valueOf(ends[0]!, field, field.min);
    if (start === undefined) return `${where}: values must be ${rangeText(field)}`;
    if (ends.length === 2 && valueOf(ends[1]!, field, start) === undefined) {
      return `${where}: a range must end at or after its start, ${rangeText(field)}`;
    }
  }
  return undefined;
}

/** Every issue of a cron expression (empty when Temporal accepts it), each naming its field. */
export function cronExpressionIssues(expression: string): string[] {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  const layout = layouts[fields.length];
  if (!layout) return [CRON_FIELD_COUNT_MESSAGE];
  return fields.flatMap((text, i) => fieldIssue(text, layout[i]!) ?? (layout[i] === second ? secondIssue(text) : undefined) ?? []);
}
