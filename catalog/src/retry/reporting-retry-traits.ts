import type { RetryTraits } from './retry-policy.js';
import { unlessMethodIsGet } from './input-rules.js';

type Input = Record<string, unknown>;

/** Sets a state: the same call twice leaves the data as once. */
const setsState = { mutates: true, idempotent: true } as const;
/** Neither Sheets nor ClickUp has idempotency keys: a second attempt would do it twice (or fail). */
const once = { mutates: true } as const;

/** The retry traits of the mutating actions of Search Console, Merchant Center, Sheets and ClickUp. */
export const reportingRetryTraits = {
  // Submitting the same sitemap again only asks Google to crawl it again.
  'google-search-console/sitemaps.submit': setsState,
  // Setting the same attributes of a product input again changes nothing.
  'google-merchant-center/products.update': setsState,
  'google-sheets/spreadsheets.create': once,
  'google-sheets/sheets.add': once,
  'google-sheets/sheets.delete': once,
  'google-sheets/rows.append': once,
  'google-sheets/rows.delete': once,
  // Writing the same cells or clearing them twice leaves the same sheet.
  'google-sheets/rows.update': setsState,
  'google-sheets/rows.clear': setsState,
  // A second attempt creates a second task; a delete retried after it happened answers 404.
  'clickup/tasks.create': once,
  'clickup/tasks.update': setsState,
  'clickup/tasks.remove': once,
  // The raw call changes data unless it is a GET.
  'clickup/request.send': { mutates: true, mutatesFor: unlessMethodIsGet },
} as const satisfies Record<string, RetryTraits<Input>>;
