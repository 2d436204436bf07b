import { type FakeServer, jsonResponse, startFakeServer } from '../../../testing/fake-server.js';
import { dispatch, route } from '../../../testing/fake-router.js';
import { type AnalyticsFakeProperty, type AnalyticsFakeRow, runFakeReport } from './analytics-report.js';
import { OpenApiContract } from '../../../testing/contracts/openapi-contract.js';
import { googleContractRefusal, googleInvalidArgument, googleNotFound, googlePage, googlePermissionDenied, googleScopesOf, isFakeResponse } from '../../../testing/google-fake.js';

export type { AnalyticsFakeProperty, AnalyticsFakeRow } from './analytics-report.js';

export interface AnalyticsFakeOptions {
  /** Accounts by id with their display names (default: `100` "Example Shop"). */
  accounts?: Record<string, string>;
  /** Properties by id (default: `1000` of account 100 with a week of sessions per page). */
  properties?: Record<string, AnalyticsFakeProperty>;
}

export interface AnalyticsFake extends FakeServer {
  /** An access token with the analytics.readonly scope. */
  token: string;
}

/** The Admin and Data API Discovery documents, cut to the methods the app calls (see `catalog/src/testing/contracts/README.md`). */
const contracts = [
  OpenApiContract.load(new URL('./contracts/analyticsadmin-v1beta.json', import.meta.url)),
  OpenApiContract.load(new URL('./contracts/analyticsdata-v1beta.json', import.meta.url)),
];

const PAGES = ['/shoes', '/socks', '/checkout'];

/** Sessions and page views per day and page for two weeks (2026-11-09 … 2026-11-22). */
export const DEFAULT_ANALYTICS_ROWS: AnalyticsFakeRow[] = Array.from({ length: 14 }, (_, day) =>
  PAGES.map((pagePath, p) => ({
    dimensions: { date: `202611${String(9 + day).padStart(2, '0')}`, pagePath, sessionDefaultChannelGroup: p === 0 ? 'Organic Search' : 'Direct', country: 'Germany' },
    metrics: { sessions: 10 * (p + 1) + day, screenPageViews: 20 * (p + 1) + day, totalUsers: 8 * (p + 1), totalRevenue: p === 2 ? 99.5 : 0 },
  })),
).flat();

/**
 * A fake of the Analytics Admin API (accounts, properties by `parent:` filter, paged) and the Data
 * API's `runReport`, on one server (the action sends both hosts' paths, `/v1beta/...`).
 */
export async function startAnalyticsFake(options: AnalyticsFakeOptions = {}): Promise<AnalyticsFake> {
  const token = 'ya29.fake-analytics-readonly';
  const accounts = Object.entries(options.accounts ?? { '100': 'Example Shop' }).map(([id, displayName]) => ({
    name: `accounts/${id}`,
    createTime: '2024-03-01T10:00:00.000Z',
    updateTime: '2026-10-01T10:00:00.000Z',
    displayName,
    regionCode: 'DE',
  }));
  const properties = new Map(
    Object.entries(options.properties ?? { '1000': { displayName: 'www.example.com', account: '100', currencyCode: 'EUR', timeZone: 'Europe/Berlin', rows: DEFAULT_ANALYTICS_ROWS } }),
  );
  const propertyResource = ([id, p]: [string, AnalyticsFakeProperty]) => ({
    name: `properties/${id}`,
    parent: `accounts/${p.account}`,
    account: `accounts/${p.account}`,
    displayName: p.displayName,
    createTime: '2024-03-01T10:00:00.000Z',
    updateTime: '2026-10-01T10:00:00.000Z',
    industryCategory: 'SHOPPING',
    timeZone: p.timeZone,
    currencyCode: p.currencyCode,
    serviceLevel: 'GOOGLE_ANALYTICS_STANDARD',
    propertyType: 'PROPERTY_TYPE_ORDINARY',
  });

  const routes = [
    route('GET', /^\/v1beta\/accounts$/, (req) => {
      const page = googlePage(accounts, req, { default: 50, max: 200 });
      return isFakeResponse(page) ? page : jsonResponse(200, { accounts: page.items, ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) });
    }),
    route('GET', /^\/v1beta\/accountSummaries$/, (req) => {
      const summaries = accounts.map((a) => ({
        name: a.name.replace('accounts/', 'accountSummaries/'),
        account: a.name,
        displayName: a.displayName,
        propertySummaries: [...properties]
          .filter(([, p]) => `accounts/${p.account}` === a.name)
          .map(([id, p]) => ({ property: `properties/${id}`, displayName: p.displayName, propertyType: 'PROPERTY_TYPE_ORDINARY', parent: a.name })),
      }));
      const page = googlePage(summaries, req, { default: 50, max: 200 });
      return isFakeResponse(page) ? page : jsonResponse(200, { accountSummaries: page.items, ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) });
    }),
    route('GET', /^\/v1beta\/properties$/, (req) => {
      const parent = /^parent:accounts\/(\d+)$/.exec(req.query.get('filter') ?? '')?.[1];
      if (parent === undefined) return googleInvalidArgument('filter must be of the form parent:accounts/{account_id} or ancestor:accounts/{account_id}.');
      if (!accounts.some((a) => a.name === `accounts/${parent}`)) return googlePermissionDenied('The caller does not have permission');
      const page = googlePage([...properties].filter(([, p]) => p.account === parent).map(propertyResource), req, { default: 50, max: 200 });
      return isFakeResponse(page) ? page : jsonResponse(200, { properties: page.items, ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) });
    }),
    route('GET', /^\/v1beta\/properties\/(\d+)$/, (_req, [id = '']) => {
      const property = properties.get(id);
      return property ? jsonResponse(200, propertyResource([id, property])) : googlePermissionDenied('The caller does not have permission');
    }),
    route('POST', /^\/v1beta\/properties\/(\d+):runReport$/, (req, [id = '']) => {
      const property = properties.get(id);
      if (!property) {
        return googlePermissionDenied(
          'User does not have sufficient permissions for this property. To learn more about Property ID, see https://developers.google.com/analytics/devguides/reporting/data/v1/property-id.',
        );
      }
      return runFakeReport(property, req);
    }),
  ];

  const server = await startFakeServer((req) => {
    const scopes = googleScopesOf(req, { [token]: ['https://www.googleapis.com/auth/analytics.readonly'] });
    if (isFakeResponse(scopes)) return scopes;
    const refusal = contracts.map((contract) => googleContractRefusal(contract, req)).find((r) => r !== undefined);
    return refusal ?? dispatch(routes, req, () => googleNotFound());
  });
  return { ...server, token };
}
