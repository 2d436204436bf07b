import { z } from 'zod';
import { defineAction, NonRetryableError, readPages } from '@tandem/catalog/sdk';
import { SHOPWARE6_DEFAULT_PAGE_SIZE, shopware6 } from '../app.js';
import { SHOPWARE6_MAX_PAGES } from '../search-all.js';
import { unlessMethodIsGet } from '../../../retry/input-rules.js';

const KeyValue = z.object({ key: z.string().trim().min(1), value: z.string() });

export const Shopware6CustomRequestInput = z.object({
  method: z.enum(['get', 'post', 'patch', 'put', 'delete']).default('get').describe('Method'),
  /** A path of the Admin API below `/api`, e.g. `/search/category` or `/_info/version`. */
  path: z.string().trim().min(1, 'Please provide a path').regex(/^\//, 'The path must start with /').describe('Path'),
  queryParams: z.array(KeyValue).default([]).describe('Query parameters'),
  body: z.record(z.string(), z.unknown()).optional().describe('Body (JSON)'),
  /** Loads page after page (`page` and `limit`, in the body of a search, else in the query) until a short page. */
  loadAllPages: z.boolean().default(false).describe('Load all pages'),
  /** The list in each answer that pages are made of. */
  arrayFieldName: z.string().trim().min(1).default('data').describe('List field'),
});
export type Shopware6CustomRequestInput = z.infer<typeof Shopware6CustomRequestInput>;

export const Shopware6CustomRequestOutput = z.object({ status: z.number(), body: z.unknown() });
export type Shopware6CustomRequestOutput = z.infer<typeof Shopware6CustomRequestOutput>;

export const shopware6CustomRequest = defineAction({
  app: shopware6,
  id: 'custom.request',
  displayName: 'Custom request',
  description: 'Calls any Admin API route with the connection; can load every page of a list.',
  categories: ['Ecommerce'],
  // A custom request changes data unless it is a GET.
  mutates: true,
  mutatesFor: unlessMethodIsGet,
  input: Shopware6CustomRequestInput,
  output: Shopware6CustomRequestOutput,
  async run({ input, http, config }) {
    const method = input.method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    const query = input.queryParams.map(({ key, value }) => [key, value] as const);
    const call = (page?: number, limit?: number) => {
      const inBody = method !== 'GET' && method !== 'DELETE';
      const paging = page === undefined ? {} : { page, limit };
      return http.request<unknown>({
        method,
        path: input.path,
        query: !inBody && page !== undefined ? [...query, ['page', String(page)], ['limit', String(limit)]] : query,
        ...(inBody ? { body: { type: 'json', data: { ...input.body, ...paging } } } : {}),
        responseType: 'json',
      });
    };
    if (!input.loadAllPages) {
      const response = await call();
      return { status: response.status, body: response.body };
    }
    const limit = config.pageSize ?? SHOPWARE6_DEFAULT_PAGE_SIZE;
    let status = 0;
    const read = async (page: number) => {
      const response = await call(page, limit);
      const list: unknown = (response.body as Record<string, unknown> | null)?.[input.arrayFieldName];
      if (!Array.isArray(list)) throw new NonRetryableError(`The answer has no list "${input.arrayFieldName}" to load pages of`);
      status = response.status;
      return { items: list as unknown[], next: list.length < limit ? undefined : page + 1 };
    };
    const items = await readPages(1, read, { maxPages: SHOPWARE6_MAX_PAGES });
    return { status, body: { [input.arrayFieldName]: items } };
  },
});
