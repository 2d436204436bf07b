import { type FakeResponse, jsonResponse, type RecordedRequest } from '../../../testing/fake-server.js';
import { jsonBody } from '../../../testing/fake-router.js';
import { googleInvalidArgument, googlePage, isFakeResponse } from '../../../testing/google-fake.js';

/** A product of the fake as the reports see it. */
export interface MerchantFakeReportProduct {
  id: string;
  offerId: string;
  title: string;
  brand: string;
  priceMicros: number;
  currencyCode: string;
  country: string;
}

const money = (micros: number, currencyCode: string) => ({ amountMicros: String(Math.round(micros)), currencyCode });

type Field = (p: MerchantFakeReportProduct) => unknown;

/** The product fields both price views offer. */
const PRODUCT_FIELDS: Record<string, Field> = {
  id: (p) => p.id,
  offer_id: (p) => p.offerId,
  title: (p) => p.title,
  brand: (p) => p.brand,
  price: (p) => money(p.priceMicros, p.currencyCode),
};

/** The fields each view offers (snake_case in queries, camelCase in answers). */
const VIEWS: Record<string, { result: string; fields: Record<string, Field> }> = {
  price_competitiveness_product_view: {
    result: 'priceCompetitivenessProductView',
    fields: {
      ...PRODUCT_FIELDS,
      report_country_code: (p) => p.country,
      benchmark_price: (p) => money(p.priceMicros * 0.9, p.currencyCode),
    },
  },
  price_insights_product_view: {
    result: 'priceInsightsProductView',
    fields: {
      ...PRODUCT_FIELDS,
      suggested_price: (p) => money(p.priceMicros * 0.95, p.currencyCode),
      predicted_impressions_change_fraction: () => 0.12,
      predicted_clicks_change_fraction: () => 0.08,
      predicted_conversions_change_fraction: () => 0.05,
      effectiveness: () => 'HIGH',
    },
  },
};

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * `reports:search` of the Merchant Reports API over the fake's products: `SELECT fields FROM view`
 * with an optional `WHERE field = 'literal'`; unknown views or fields answer 400 like the real query
 * language; pages by `pageSize` (at most 1000) and `pageToken`.
 */
export function searchFakeReport(products: readonly MerchantFakeReportProduct[], request: RecordedRequest): FakeResponse {
  const body = jsonBody<{ query?: string; pageSize?: number; pageToken?: string }>(request);
  const match = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(\w+)\s*=\s*'((?:[^'\\]|\\.)*)')?\s*$/is.exec(body?.query ?? '');
  if (!match) return googleInvalidArgument('Query is malformed or uses an unsupported clause.');
  const [, list = '', viewName = '', whereField, literal] = match;
  const view = VIEWS[viewName];
  if (!view) return googleInvalidArgument(`Unrecognized resource in the query: '${viewName}'.`);
  const fields = list.split(',').map((f) => f.trim());
  const unknown = [...fields, ...(whereField ? [whereField] : [])].find((f) => !(f in view.fields));
  if (unknown !== undefined) return googleInvalidArgument(`Unrecognized field in the query: '${unknown}'.`);
  const rows = products.filter((p) => !whereField || String(view.fields[whereField]?.(p)) === literal?.replace(/\\(.)/g, '$1'));
  const page = googlePage(rows, { ...request, query: new URLSearchParams({ pageSize: String(body?.pageSize ?? 1000), pageToken: body?.pageToken ?? '' }) }, { default: 1000, max: 1000 });
  if (isFakeResponse(page)) return page;
  return jsonResponse(200, {
    results: page.items.map((p) => ({ [view.result]: Object.fromEntries(fields.map((f) => [camel(f), view.fields[f]?.(p)])) })),
    ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
  });
}
