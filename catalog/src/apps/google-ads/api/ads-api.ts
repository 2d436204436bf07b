import type { HttpClient } from '@tandem/catalog/sdk';
import { GOOGLE_ADS_API_VERSION } from '../../shared/index.js';

/**
 * The account a call acts on. The app's request decoration sends the operator's developer token and
 * the connection's manager account (`login-customer-id`); Google's error bodies are classified by the app.
 */
export interface AdsAccount {
  customerId: string;
}

/** A row of a GAQL answer: resources and `metrics`/`segments` by their camelCase names. */
export type GoogleAdsRow = Record<string, unknown>;

/** POSTs JSON to `/<version>/<path>`; an error answer throws its typed error. */
export async function adsPost<T>(http: HttpClient, path: string, body: unknown): Promise<T> {
  return (await http.post<T>(`/${GOOGLE_ADS_API_VERSION}/${path}`, { body: { type: 'json', data: body }, responseType: 'json' })).body;
}

/** Runs a GAQL query with `googleAds:searchStream` and joins its batches (10,000 rows each). */
export async function searchStream(http: HttpClient, account: AdsAccount, query: string): Promise<GoogleAdsRow[]> {
  const batches = await adsPost<Array<{ results?: GoogleAdsRow[] }>>(http, `customers/${account.customerId}/googleAds:searchStream`, { query });
  return batches.flatMap((batch) => batch.results ?? []);
}

/** A mutate operation of `<collection>:mutate`. */
export type MutateOperation = { create: Record<string, unknown> } | { update: Record<string, unknown>; updateMask: string } | { remove: string };

/** Applies operations with `customers/<id>/<collection>:mutate`; answers the resource names, in order. */
export async function mutate(http: HttpClient, account: AdsAccount, collection: string, operations: MutateOperation[]): Promise<string[]> {
  const answer = await adsPost<{ results?: Array<{ resourceName?: string }> }>(http, `customers/${account.customerId}/${collection}:mutate`, { operations });
  return (answer.results ?? []).map((r) => r.resourceName ?? '');
}

/** Calls a method of the customer (`customers/<id>:generateKeywordIdeas`). */
export const customerMethod = <T>(http: HttpClient, account: AdsAccount, method: string, body: unknown): Promise<T> =>
  adsPost<T>(http, `customers/${account.customerId}:${method}`, body);
