import { z } from 'zod';

/** A date (`2026-03-01`) or a date-time with its offset (`2026-03-01T08:00:00Z`). */
export const DateOrDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
export type DateOrDateTime = z.infer<typeof DateOrDateTime>;

/** A period of the shops' order listings: both ends included. */
export const Period = z.object({ from: DateOrDateTime, to: DateOrDateTime }).describe('Period');
export type Period = z.infer<typeof Period>;

/** The moment in UTC to the second without a zone (`2026-03-01T00:00:00`), as shop APIs compare times. */
export const utcSeconds = (value: DateOrDateTime): string => new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toISOString().slice(0, 19);
