import { z } from 'zod';
import type { FeedRow } from './feed-row.js';

const UTM_OTHER_MESSAGE = 'UTM other parameters must be name=value pairs joined by &, or empty';

/** Campaign tags a feed adds to every product link (utm_source, utm_medium, utm_campaign and any others). */
export const FeedUtm = z.object({
  source: z.string().trim().min(1).max(200).optional().describe('utm_source, e.g. google'),
  medium: z.string().trim().min(1).max(200).optional().describe('utm_medium, e.g. cpc'),
  campaign: z.string().trim().min(1).max(200).optional().describe('utm_campaign'),
  /** More parameters as `name=value` pairs joined by `&` (seed rule), or empty. */
  other: z
    .string()
    .regex(/^$|^[^=&\s]+=[^=&\s]*(?:&[^=&\s]+=[^=&\s]*)*$/, UTM_OTHER_MESSAGE)
    .optional()
    .describe('More parameters: name=value pairs joined by &, e.g. utm_content=feed&utm_term=shoes'),
});
export type FeedUtm = z.infer<typeof FeedUtm>;

/** The link with the feed's campaign tags added (a parameter the link already has is replaced). */
export function withUtm(link: string, utm: FeedUtm | undefined): string {
  if (!utm || !link) return link;
  const named: [string, string | undefined][] = [
    ['utm_source', utm.source],
    ['utm_medium', utm.medium],
    ['utm_campaign', utm.campaign],
  ];
  const pairs = [...named.filter((pair): pair is [string, string] => Boolean(pair[1])), ...new URLSearchParams(utm.other ?? '')];
  if (!pairs.length) return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  for (const [name, value] of pairs) url.searchParams.set(name, value);
  return url.toString();
}

/** Every row's link tagged with the feed's campaign parameters. */
export const tagFeedLinks = (rows: FeedRow[], utm: FeedUtm | undefined): FeedRow[] => (utm ? rows.map((row) => ({ ...row, link: withUtm(row.link, utm) })) : rows);
