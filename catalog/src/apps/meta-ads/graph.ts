import { type AccountChoice, type HttpClient, NonRetryableError, type QueryParams, readPages, resolveAccountId } from '@tandem/catalog/sdk';
import type { MetaAdsConfig } from './app.js';

/** A Graph API list answer: `data` and, when more pages exist, `paging.next` (a full URL with the `after` cursor). */
export interface GraphPage<T> {
  data?: T[];
  paging?: { cursors?: { before?: string; after?: string }; next?: string };
}

/** Graph API parameters that are lists or objects travel as JSON text (`fields` and `breakdowns` as comma-separated text). */
export function graphQuery(params: Record<string, unknown>): QueryParams {
  const query: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if ((key === 'fields' || key === 'breakdowns') && Array.isArray(value)) query.push([key, value.join(',')]);
    else query.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
  }
  return query;
}

/** Every row of a Graph API list, following `paging.next` (at most `maxPages` pages). */
export async function graphList<T>(http: HttpClient, path: string, params: Record<string, unknown>, maxPages = 100): Promise<T[]> {
  const read = async (next: string | undefined) => {
    const response = next === undefined ? await http.get<GraphPage<T>>(path, { query: graphQuery(params), responseType: 'json' }) : await http.get<GraphPage<T>>(next, { responseType: 'json' });
    return { items: response.body.data ?? [], next: response.body.paging?.next };
  };
  return readPages(undefined, read, { maxPages });
}

/** The ad account path (`act_<id>`) of a call: the custom account of the step, or the connection's. */
export function adAccountPath(config: MetaAdsConfig, choice?: AccountChoice): string {
  const id = resolveAccountId(choice, config.adAccountId).replace(/^act_/, '');
  if (!/^\d+$/.test(id)) throw new NonRetryableError('Value must be a numeric string');
  return `act_${id}`;
}

/** Graph API node ids are numeric strings. */
export const graphId = (id: string): string => {
  if (!/^\d{1,32}$/.test(id)) throw new NonRetryableError('Value must be a numeric string');
  return id;
};

/** The currency of the ad account: the connection's setting, else the account's own (`GET act_<id>?fields=currency`). */
export async function accountCurrency(http: HttpClient, config: MetaAdsConfig, choice?: AccountChoice): Promise<string> {
  if (config.currency !== undefined && choice?.mode !== 'Use a custom account') return config.currency;
  const response = await http.get<{ currency?: string }>(`/${adAccountPath(config, choice)}`, { query: [['fields', 'currency']], responseType: 'json' });
  return response.body.currency ?? 'USD';
}

/** A change of an object (`POST /<id>` with form fields): the Graph API answers `{ success: true }`. */
export async function updateObject(http: HttpClient, id: string, fields: Record<string, unknown>): Promise<void> {
  await http.post(`/${graphId(id)}`, { body: { type: 'form', data: graphQuery(fields) }, responseType: 'json' });
}
