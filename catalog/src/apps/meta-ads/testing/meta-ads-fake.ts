import { readFileSync } from 'node:fs';
import { META_API_VERSION } from '../api-version.js';
import { countryGroups, educationStatuses, relationshipStatuses } from '../targeting.js';
import { type FakeResponse, type FakeServer, jsonResponse, type RecordedRequest, startFakeServer } from '../../../testing/fake-server.js';

/** An object of the fake ad account (campaign, ad set or ad) with the API's field names; money in sub-units as text. */
export type MetaObject = Record<string, unknown> & { id: string };

export interface MetaAdsFakeOptions {
  accessToken?: string;
  accountId?: string;
  currency?: string;
  /** Days of insights each object has (one row per day, ending yesterday); default 3. */
  days?: number;
}

export interface MetaAdsFake extends FakeServer {
  /** `<url>/<version>`: the app's base URL on the fake. */
  baseUrl: string;
  accessToken: string;
  accountId: string;
  campaigns: Map<string, MetaObject>;
  adsets: Map<string, MetaObject>;
  ads: Map<string, MetaObject>;
  libraryAds: MetaObject[];
  invoices: MetaObject[];
  /** Answers the next request like the API does when a rate limit is hit (HTTP 400 with the code and usage headers). */
  throttleNext(code: number, headers?: Record<string, string>): void;
}

const VERSION = `/${META_API_VERSION}`;
let nextId = 120_210_000_000_000;
const newId = () => String(nextId++);

export const graphError = (status: number, code: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): FakeResponse =>
  jsonResponse(status, { error: { message, type: code === 190 ? 'OAuthException' : 'OAuthException', code, ...extra, fbtrace_id: 'AbCdEfGh123' } }, headers);

const invalidParameter = (message: string) => graphError(400, 100, `(#100) ${message}`);

/** The parameters the Marketing API takes when creating campaigns and ad sets (vendored from Meta's business SDK). */
const createParams = (JSON.parse(readFileSync(new URL('./contracts/create-params.json', import.meta.url), 'utf8')) as { edges: Record<string, string[]> }).edges;
const knownCreateParams = {
  campaigns: new Set([...createParams['POST /act_{id}/campaigns']!, 'access_token']),
  adsets: new Set([...createParams['POST /act_{id}/adsets']!, 'access_token']),
};
const unsupported = (id: string) =>
  graphError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, { error_subcode: 33 });

const DATE_PRESETS = new Set(['today', 'yesterday', 'this_month', 'last_month', 'this_quarter', 'maximum', 'data_maximum', 'last_3d', 'last_7d', 'last_14d', 'last_28d', 'last_30d', 'last_90d', 'last_week_mon_sun', 'last_week_sun_sat', 'last_quarter', 'last_year', 'this_week_mon_today', 'this_week_sun_today', 'this_year']);
const STATUSES = new Set(['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED']);
const OBJECTIVES = new Set(['OUTCOME_APP_PROMOTION', 'OUTCOME_AWARENESS', 'OUTCOME_ENGAGEMENT', 'OUTCOME_LEADS', 'OUTCOME_SALES', 'OUTCOME_TRAFFIC']);
const PLACEMENTS: Array<[string, string]> = [['facebook', 'feed'], ['instagram', 'stream'], ['instagram', 'story']];

function json(text: string | null, name: string): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidParameter(`Param ${name} must be JSON`);
  }
}

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** Deterministic metrics of one object on one day: numbers as text, as the API gives them. */
function metrics(id: string, date: string, placement?: [string, string]): Record<string, unknown> {
  const seed = [...`${id}${date}${placement?.join('') ?? ''}`].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 100_000, 7);
  const impressions = 1000 + (seed % 5000);
  const clicks = 10 + (seed % 90);
  const spend = ((seed % 4000) / 100 + 5).toFixed(2);
  return {
    impressions: String(impressions),
    reach: String(Math.round(impressions * 0.8)),
    frequency: '1.25',
    clicks: String(clicks),
    ctr: ((clicks / impressions) * 100).toFixed(6),
    cpc: (Number(spend) / clicks).toFixed(6),
    cpm: ((Number(spend) / impressions) * 1000).toFixed(6),
    spend,
    actions: [{ action_type: 'link_click', value: String(clicks) }, { action_type: 'purchase', value: String(seed % 5) }],
    date_start: date,
    date_stop: date,
    ...(placement ? { publisher_platform: placement[0], platform_position: placement[1] } : {}),
  };
}

/**
 * A fake of the Marketing API (the pinned version) for one ad account: objects (`GET /<id>`, `POST /<id>`), the
 * account's campaigns, ad sets and ads (list and create), insights of the account and of one object
 * with `level`, presets or `time_range`, breakdowns by placement and cursor paging (`limit`, `after`,
 * `paging.next`), the Ad Library (`/ads_archive`) and business invoices. Errors are the Graph API's:
 * HTTP 400 with `{ error: { message, type, code, error_subcode, fbtrace_id } }` (190 for a bad token,
 * 100 for bad parameters, throttling codes with usage headers through `throttleNext`).
 */
export async function startMetaAdsFake(options: MetaAdsFakeOptions = {}): Promise<MetaAdsFake> {
  const accessToken = options.accessToken ?? 'EAAfake0123456789';
  const accountId = options.accountId ?? '1234567890';
  const currency = options.currency ?? 'EUR';
  const days = options.days ?? 3;
  const campaigns = new Map<string, MetaObject>();
  const adsets = new Map<string, MetaObject>();
  const ads = new Map<string, MetaObject>();
  const libraryAds: MetaObject[] = [];
  const invoices: MetaObject[] = [];
  const stores = { campaigns, adsets, ads } as const;
  const find = (id: string) => campaigns.get(id) ?? adsets.get(id) ?? ads.get(id);

  function page(req: RecordedRequest, rows: Array<Record<string, unknown>>, fields?: string[]): FakeResponse {
    const limit = Math.min(Number(req.query.get('limit') ?? 25), 5000);
    const after = req.query.get('after');
    const start = after ? Number(Buffer.from(after, 'base64').toString()) : 0;
    const slice = rows.slice(start, start + limit).map((row) => (fields ? Object.fromEntries(Object.entries(row).filter(([k]) => k === 'id' || fields.includes(k))) : row));
    const end = start + slice.length;
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64');
    const body: Record<string, unknown> = { data: slice };
    if (slice.length > 0) {
      const paging: Record<string, unknown> = { cursors: { before: cursor(start), after: cursor(end) } };
      if (end < rows.length) {
        const next = new URLSearchParams(req.query);
        next.set('after', cursor(end));
        paging.next = `http://${req.headers.host}${req.path}?${next.toString()}`;
      }
      body.paging = paging;
    }
    return jsonResponse(200, body);
  }

  const fieldsOf = (req: RecordedRequest) => req.query.get('fields')?.split(',').map((f) => f.replace(/\{.*$/, ''));

  function insights(req: RecordedRequest, objects: MetaObject[], level: string): FakeResponse {
    const preset = req.query.get('date_preset');
    if (preset !== null && !DATE_PRESETS.has(preset)) return invalidParameter(`date_preset must be one of the following values: ${[...DATE_PRESETS].join(', ')}`);
    const range = json(req.query.get('time_range'), 'time_range') as { since?: string; until?: string } | undefined;
    if (range && (!range.since || !range.until)) return invalidParameter('Param time_range must contain since and until');
    const windows = json(req.query.get('action_attribution_windows'), 'action_attribution_windows');
    if (windows !== undefined && !Array.isArray(windows)) return invalidParameter('Param action_attribution_windows must be an array');
    const reportTime = req.query.get('action_report_time');
    if (reportTime !== null && !['impression', 'conversion', 'mixed'].includes(reportTime)) return invalidParameter('action_report_time must be one of impression, conversion, mixed');
    const breakdowns = req.query.get('breakdowns');
    const byPlacement = breakdowns === 'publisher_platform,platform_position';
    if (breakdowns !== null && !byPlacement) return invalidParameter(`Breakdowns ${breakdowns} are not supported by the fake`);
    const dates = Array.from({ length: days }, (_, i) => day(days - i)).filter((d) => !range || (d >= range.since! && d <= range.until!));
    const rows = objects.flatMap((object) =>
      dates.flatMap((date) =>
        (byPlacement ? PLACEMENTS : [undefined]).map((placement) => ({
          account_id: accountId,
          ...(level === 'account' ? {} : { campaign_id: object.campaign_id ?? object.id, campaign_name: campaigns.get(String(object.campaign_id ?? object.id))?.name }),
          ...(level === 'adset' || level === 'ad' ? { adset_id: object.adset_id ?? object.id, adset_name: adsets.get(String(object.adset_id ?? object.id))?.name } : {}),
          ...(level === 'ad' ? { ad_id: object.id, ad_name: object.name } : {}),
          ...metrics(object.id, date, placement),
        })),
      ),
    );
    return page(req, rows);
  }

  function create(kind: 'campaigns' | 'adsets', fields: URLSearchParams): FakeResponse {
    const unknown = [...fields.keys()].find((key) => !knownCreateParams[kind].has(key));
    if (unknown !== undefined) return invalidParameter(`Param ${unknown} is not a valid parameter of ${kind === 'campaigns' ? 'a campaign' : 'an ad set'}`);
    const name = fields.get('name');
    if (!name) return invalidParameter('The parameter name is required');
    const status = fields.get('status') ?? 'ACTIVE';
    if (!STATUSES.has(status)) return invalidParameter('Param status must be one of {ACTIVE, PAUSED, DELETED, ARCHIVED}');
    const object: MetaObject = { id: newId(), account_id: accountId, name, status, configured_status: status, effective_status: status };
    for (const [key, value] of fields) if (!(key in object)) object[key] = key === 'targeting' || key === 'special_ad_categories' || key.endsWith('_specs') || key === 'adlabels' ? json(value, key) : value;
    if (kind === 'campaigns') {
      if (!OBJECTIVES.has(String(object.objective))) return invalidParameter('Objective is invalid');
      if (!fields.has('special_ad_categories')) return invalidParameter('The parameter special_ad_categories is required');
    } else {
      const campaign = campaigns.get(String(object.campaign_id));
      if (!campaign) return graphError(400, 100, 'Invalid parameter', { error_subcode: 1_885_014, error_user_msg: 'The campaign ID is not valid.' });
      if (!fields.has('optimization_goal') || !fields.has('billing_event')) return invalidParameter('optimization_goal and billing_event are required');
      if (!(object.targeting as { geo_locations?: unknown } | undefined)?.geo_locations) return invalidParameter('Targeting spec must contain geo_locations');
      const targeting = object.targeting as { geo_locations: { country_groups?: unknown[] }; relationship_statuses?: unknown[]; education_statuses?: unknown[] };
      const outside = (values: unknown[] | undefined, allowed: readonly unknown[]) => (values ?? []).find((v) => !allowed.includes(v));
      const wrong = outside(targeting.relationship_statuses, Object.keys(relationshipStatuses).map(Number)) ?? outside(targeting.education_statuses, Object.keys(educationStatuses).map(Number)) ?? outside(targeting.geo_locations.country_groups, countryGroups);
      if (wrong !== undefined) return invalidParameter(`Invalid targeting value: ${String(wrong)}`);
      const hasBudget = fields.has('daily_budget') || fields.has('lifetime_budget');
      if (hasBudget === (campaign.daily_budget !== undefined || campaign.lifetime_budget !== undefined)) {
        return graphError(400, 100, 'Invalid parameter', { error_subcode: 1_885_621, error_user_msg: hasBudget ? 'The campaign already has a budget.' : 'A budget is needed on the ad set or its campaign.' });
      }
      if (fields.has('lifetime_budget') && !fields.has('end_time')) return graphError(400, 100, 'Invalid parameter', { error_subcode: 1_487_246, error_user_msg: 'A lifetime budget needs an end time.' });
    }
    stores[kind].set(object.id, object);
    return jsonResponse(200, { id: object.id });
  }

  function update(object: MetaObject, fields: URLSearchParams): FakeResponse {
    for (const [key, value] of fields) {
      if (key === 'access_token') continue;
      if (key === 'status' && !STATUSES.has(value)) return invalidParameter('Param status must be one of {ACTIVE, PAUSED, DELETED, ARCHIVED}');
      if (key.endsWith('_budget') && !/^\d+$/.test(value)) return invalidParameter(`Param ${key} must be an integer`);
      if (key === 'targeting') {
        const targeting = json(value, key) as Record<string, unknown>;
        if (!targeting.geo_locations) return invalidParameter('Targeting spec must contain geo_locations');
        object.targeting = targeting;
      } else object[key] = value;
      if (key === 'status') object.configured_status = object.effective_status = value;
    }
    return jsonResponse(200, { success: true });
  }

  const server = await startFakeServer((req) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? req.query.get('access_token');
    if (token !== accessToken) return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!req.path.startsWith(`${VERSION}/`)) return graphError(400, 2635, `(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: ${META_API_VERSION}.`);
    const parts = req.path.slice(VERSION.length + 1).split('/');
    const fields = req.method === 'POST' ? new URLSearchParams(req.body) : req.query;
    try {
      if (parts[0] === 'me' && parts[1] === 'adaccounts' && parts.length === 2) {
        return page(req, [{ id: `act_${accountId}`, account_id: accountId, name: 'Fake shop account', currency }], fieldsOf(req));
      }
      if (parts[0] === 'ads_archive') {
        const countries = json(req.query.get('ad_reached_countries'), 'ad_reached_countries');
        if (!Array.isArray(countries) || countries.length === 0) return invalidParameter('The parameter ad_reached_countries is required');
        if ((req.query.get('search_terms') ?? '').length > 100) return invalidParameter('search_terms is limited to 100 characters');
        const terms = req.query.get('search_terms')?.toLowerCase();
        const platforms = json(req.query.get('publisher_platforms'), 'publisher_platforms') as string[] | undefined;
        const hits = libraryAds.filter(
          (ad) =>
            (!terms || JSON.stringify(ad.ad_creative_bodies ?? []).toLowerCase().includes(terms)) &&
            (!platforms || (ad.publisher_platforms as string[] | undefined)?.some((p) => platforms.includes(p.toUpperCase()))),
        );
        return page(req, hits, fieldsOf(req));
      }
      if (parts[1] === 'business_invoices') {
        const byPeriod = req.query.has('start_date') && req.query.has('end_date');
        const byIssue = req.query.has('issue_start_date') && req.query.has('issue_end_date');
        if (!byPeriod && !byIssue) return invalidParameter('Either start_date and end_date or issue_start_date and issue_end_date are required');
        const [from, to] = byPeriod ? [req.query.get('start_date')!, req.query.get('end_date')!] : [req.query.get('issue_start_date')!, req.query.get('issue_end_date')!];
        const key = byPeriod ? 'billing_period' : 'invoice_date';
        return page(req, invoices.filter((invoice) => String(invoice[key]).slice(0, 10) >= from && String(invoice[key]).slice(0, 10) <= to));
      }
      const [node, edge] = parts as [string, string | undefined];
      if (node === `act_${accountId}`) {
        if (edge === undefined) return jsonResponse(200, { id: node, account_id: accountId, name: 'Fake shop account', currency });
        if (edge === 'insights') {
          const level = req.query.get('level') ?? 'account';
          const objects = level === 'account' ? [{ id: accountId }] : level === 'campaign' ? [...campaigns.values()] : level === 'adset' ? [...adsets.values()] : level === 'ad' ? [...ads.values()] : undefined;
          if (!objects) return invalidParameter('level must be one of the following values: ad, adset, campaign, account');
          return insights(req, objects, level);
        }
        if (edge === 'campaigns' || edge === 'adsets' || edge === 'ads') {
          if (req.method === 'POST' && edge !== 'ads') return create(edge, fields);
          return page(req, [...stores[edge].values()], fieldsOf(req));
        }
      }
      if (node.startsWith('act_')) return unsupported(node);
      const object = find(node);
      if (!object) return unsupported(node);
      if (edge === 'insights') return insights(req, ads.has(node) ? [object] : [object], req.query.get('level') ?? (ads.has(node) ? 'ad' : adsets.has(node) ? 'adset' : 'campaign'));
      if (edge !== undefined) return unsupported(`${node}/${edge}`);
      if (req.method === 'POST') return update(object, fields);
      const wanted = fieldsOf(req);
      return jsonResponse(200, wanted ? Object.fromEntries(Object.entries(object).filter(([key]) => key === 'id' || wanted.includes(key))) : { id: object.id, name: object.name });
    } catch (error) {
      if (error && typeof error === 'object' && 'status' in error) return error as FakeResponse;
      throw error;
    }
  });
  return {
    ...server,
    baseUrl: `${server.url}${VERSION}`,
    accessToken,
    accountId,
    campaigns,
    adsets,
    ads,
    libraryAds,
    invoices,
    throttleNext: (code, headers = {}) => server.failNext(graphError(400, code, code === 17 ? 'User request limit reached' : `(#${code}) There have been too many calls from this ad-account. Please wait a bit and try again.`, { error_subcode: 2_446_079, is_transient: true }, headers)),
  };
}
