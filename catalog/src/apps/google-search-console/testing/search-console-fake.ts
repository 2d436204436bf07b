import { type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';
import { dispatch, jsonBody, route } from '../../../testing/fake-router.js';
import { OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { googleContractRefusal, googleInvalidArgument, googleNotFound, googlePermissionDenied, googleScopeInsufficient, googleScopesOf, isFakeResponse } from '../../../testing/google-fake.js';

const SCOPE = 'https://www.googleapis.com/auth/webmasters';
const READ_ONLY_SCOPE = `${SCOPE}.readonly`;

/** One day of one page for one query, device and country. */
export interface SearchConsoleFakeRow {
  date: string;
  page: string;
  query: string;
  device: 'MOBILE' | 'DESKTOP' | 'TABLET';
  country: string;
  clicks: number;
  impressions: number;
  position: number;
}

export interface SearchConsoleFakeOptions {
  /** Properties the user may see, with their performance rows (default: `sc-domain:example.com` with a few rows). */
  properties?: Record<string, SearchConsoleFakeRow[]>;
}

export interface SearchConsoleFake extends FakeServer {
  /** Access tokens: one granted the full `webmasters` scope, one only `webmasters.readonly`. */
  tokens: { full: string; readOnly: string };
  /** Sitemaps submitted, by property. */
  sitemaps: Map<string, string[]>;
}

const DIMENSIONS = ['date', 'query', 'page', 'country', 'device', 'searchAppearance', 'hour'] as const;
const MAX_ROW_LIMIT = 25_000;

export const DEFAULT_SEARCH_CONSOLE_ROWS: SearchConsoleFakeRow[] = [
  { date: '2026-11-16', page: 'https://www.example.com/shoes', query: 'running shoes', device: 'MOBILE', country: 'deu', clicks: 40, impressions: 800, position: 3.2 },
  { date: '2026-11-16', page: 'https://www.example.com/shoes', query: 'trail shoes', device: 'DESKTOP', country: 'deu', clicks: 10, impressions: 400, position: 6.5 },
  { date: '2026-11-17', page: 'https://www.example.com/socks', query: 'wool socks', device: 'MOBILE', country: 'aut', clicks: 5, impressions: 250, position: 9.1 },
  { date: '2026-11-09', page: 'https://www.example.com/shoes', query: 'running shoes', device: 'MOBILE', country: 'deu', clicks: 70, impressions: 900, position: 2.8 },
  { date: '2026-11-09', page: 'https://www.example.com/socks', query: 'wool socks', device: 'MOBILE', country: 'aut', clicks: 4, impressions: 200, position: 9.5 },
];

const noPermission = (site: string) =>
  googlePermissionDenied(`User does not have sufficient permission for site '${site}'. See also: https://support.google.com/webmasters/answer/2451999.`);

interface QueryBody {
  startDate?: string;
  endDate?: string;
  dimensions?: string[];
  rowLimit?: number;
  startRow?: number;
  type?: string;
  dimensionFilterGroups?: Array<{ filters?: Array<{ dimension: string; operator?: string; expression: string }> }>;
}

function matches(row: SearchConsoleFakeRow, filter: { dimension: string; operator?: string; expression: string }): boolean {
  const value = String(row[filter.dimension as keyof SearchConsoleFakeRow] ?? '');
  switch (filter.operator ?? 'equals') {
    case 'contains':
      return value.includes(filter.expression);
    case 'notContains':
      return !value.includes(filter.expression);
    case 'notEquals':
      return value !== filter.expression;
    case 'includingRegex':
      return new RegExp(filter.expression).test(value);
    case 'excludingRegex':
      return !new RegExp(filter.expression).test(value);
    default:
      return value === filter.expression;
  }
}

/** `searchAnalytics.query`: rows grouped by the dimensions, clicks and impressions summed, position weighted by impressions. */
function searchAnalytics(rows: SearchConsoleFakeRow[], request: RecordedRequest) {
  const body = jsonBody<QueryBody>(request);
  if (!body) return googleInvalidArgument('Invalid JSON payload received.');
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!body.startDate || !date.test(body.startDate)) return googleInvalidArgument('startDate is required in the form YYYY-MM-DD.');
  if (!body.endDate || !date.test(body.endDate)) return googleInvalidArgument('endDate is required in the form YYYY-MM-DD.');
  const dimensions = body.dimensions ?? [];
  const unknown = dimensions.find((d) => !(DIMENSIONS as readonly string[]).includes(d));
  if (unknown) return googleInvalidArgument(`Invalid value at 'dimensions' (type.googleapis.com/wmt.api.searchanalytics.Dimension), "${unknown}"`);
  const rowLimit = body.rowLimit ?? 1000;
  if (rowLimit < 1 || rowLimit > MAX_ROW_LIMIT) return googleInvalidArgument(`rowLimit must be between 1 and ${MAX_ROW_LIMIT}.`);
  const filters = (body.dimensionFilterGroups ?? []).flatMap((group) => group.filters ?? []);
  const groups = new Map<string, { keys: string[]; clicks: number; impressions: number; weighted: number }>();
  for (const row of rows) {
    if (row.date < body.startDate || row.date > body.endDate || !filters.every((f) => matches(row, f))) continue;
    const keys = dimensions.map((d) => String(row[d as keyof SearchConsoleFakeRow]));
    const key = JSON.stringify(keys);
    const group = groups.get(key) ?? { keys, clicks: 0, impressions: 0, weighted: 0 };
    group.clicks += row.clicks;
    group.impressions += row.impressions;
    group.weighted += row.position * row.impressions;
    groups.set(key, group);
  }
  const all = [...groups.values()]
    .sort((a, b) => b.clicks - a.clicks || a.keys.join().localeCompare(b.keys.join()))
    .map((g) => ({
      ...(dimensions.length > 0 ? { keys: g.keys } : {}),
      clicks: g.clicks,
      impressions: g.impressions,
      ctr: g.impressions === 0 ? 0 : g.clicks / g.impressions,
      position: g.impressions === 0 ? 0 : g.weighted / g.impressions,
    }));
  const start = body.startRow ?? 0;
  const page = all.slice(start, start + rowLimit);
  return jsonResponse(200, page.length > 0 ? { rows: page, responseAggregationType: 'byProperty' } : { responseAggregationType: 'byProperty' });
}

/**
 * The Search Console Discovery document, cut to the methods the app calls (see `catalog/src/testing/contracts/README.md`).
 * Its enums are upper case, but the API documents and takes `query`, `web`, `searchAppearance`.
 */
const contract = OpenApiContract.load(new URL('./contracts/searchconsole-v1.json', import.meta.url), { looseEnums: true });

/**
 * A fake of the Search Console API on one host (`searchconsole.googleapis.com`): sites list,
 * `searchAnalytics.query` (paged by `startRow`, at most 25,000 rows a request), sitemap submission
 * (needs the full `webmasters` scope; the read-only scope gets 403) and URL inspection. Errors are
 * Google JSON error bodies.
 */
export async function startSearchConsoleFake(options: SearchConsoleFakeOptions = {}): Promise<SearchConsoleFake> {
  const properties = new Map(Object.entries(options.properties ?? { 'sc-domain:example.com': DEFAULT_SEARCH_CONSOLE_ROWS }));
  const tokens = { full: 'ya29.fake-webmasters-full', readOnly: 'ya29.fake-webmasters-readonly' };
  const scopesByToken = { [tokens.full]: [SCOPE], [tokens.readOnly]: [READ_ONLY_SCOPE] };
  const sitemaps = new Map<string, string[]>();
  const site = (name: string) => properties.get(name);

  const routes = [
    route('GET', /^\/webmasters\/v3\/sites$/, () =>
      jsonResponse(200, { siteEntry: [...properties.keys()].map((siteUrl) => ({ siteUrl, permissionLevel: 'siteOwner' })) }),
    ),
    route('POST', /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/, (req, [name = '']) => {
      const rows = site(name);
      return rows ? searchAnalytics(rows, req) : noPermission(name);
    }),
    route('PUT', /^\/webmasters\/v3\/sites\/([^/]+)\/sitemaps\/([^/]+)$/, (req, [name = '', feed = '']) => {
      if (!site(name)) return noPermission(name);
      if (!/^https?:\/\//.test(feed)) return googleInvalidArgument('Sitemap URL is invalid.');
      sitemaps.set(name, [...(sitemaps.get(name) ?? []).filter((f) => f !== feed), feed]);
      return { status: 204 };
    }),
    route('POST', /^\/v1\/urlInspection\/index:inspect$/, (req) => {
      const body = jsonBody<{ inspectionUrl?: string; siteUrl?: string; languageCode?: string }>(req);
      if (!body?.inspectionUrl || !body.siteUrl) return googleInvalidArgument('inspectionUrl and siteUrl are required.');
      if (!site(body.siteUrl)) return noPermission(body.siteUrl);
      const rows = site(body.siteUrl) ?? [];
      const known = rows.some((r) => r.page === body.inspectionUrl);
      return jsonResponse(200, {
        inspectionResult: {
          inspectionResultLink: `https://search.google.com/search-console/inspect?resource_id=${encodeURIComponent(body.siteUrl)}&id=${encodeURIComponent(body.inspectionUrl)}&hl=${body.languageCode ?? 'en-US'}`,
          indexStatusResult: known
            ? { verdict: 'PASS', coverageState: 'Submitted and indexed', robotsTxtState: 'ALLOWED', indexingState: 'INDEXING_ALLOWED', lastCrawlTime: '2026-11-20T08:15:00Z', pageFetchState: 'SUCCESSFUL', googleCanonical: body.inspectionUrl, userCanonical: body.inspectionUrl, crawledAs: 'MOBILE' }
            : { verdict: 'NEUTRAL', coverageState: 'URL is unknown to Google', robotsTxtState: 'ROBOTS_TXT_STATE_UNSPECIFIED', indexingState: 'INDEXING_STATE_UNSPECIFIED', pageFetchState: 'PAGE_FETCH_STATE_UNSPECIFIED' },
          mobileUsabilityResult: { verdict: 'VERDICT_UNSPECIFIED' },
          richResultsResult: known ? { verdict: 'PASS', detectedItems: [{ richResultType: 'Product snippets', items: [{ name: 'Running shoe', issues: [] }] }] } : undefined,
        },
      });
    }),
  ];

  const server = await startFakeServer(async (req) => {
    const scopes = googleScopesOf(req, scopesByToken);
    if (isFakeResponse(scopes)) return scopes;
    if (req.method !== 'GET' && req.path.startsWith('/webmasters/') && !req.path.endsWith('/searchAnalytics/query') && !scopes.includes(SCOPE)) {
      return googleScopeInsufficient();
    }
    return googleContractRefusal(contract, req) ?? dispatch(routes, req, () => googleNotFound());
  });
  return { ...server, tokens, sitemaps };
}
