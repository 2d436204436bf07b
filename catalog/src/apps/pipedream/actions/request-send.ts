import { z } from 'zod';
import { defineAction, type HttpMethod } from '@tandem/catalog/sdk';
import { workspaceAccount } from '../accounts.js';
import { pipedream } from '../app.js';
import { connectPath } from '../connect-path.js';
import { unlessMethodIsGet } from '../../../retry/input-rules.js';

const Pair = z.object({ key: z.string().trim().min(1), value: z.string() });
export const AppSlug = z.string().trim().regex(/^[a-z0-9_]+$/, 'An app slug is lower case with underscores, e.g. google_sheets').describe('App');

export const MakeRequestInput = z.object({
  appSlug: AppSlug,
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']).default('GET').describe('Method'),
  url: z.url({ protocol: /^https$/, error: 'Give the full https URL of the app’s API' }).describe('URL'),
  queryParams: z.array(Pair).default([]).describe('Query parameters'),
  headers: z.array(Pair).default([]).describe('Headers'),
  body: z.unknown().optional().describe('Body (JSON)'),
});
export type MakeRequestInput = z.infer<typeof MakeRequestInput>;

export const MakeRequestOutput = z.object({ body: z.unknown() });
export type MakeRequestOutput = z.infer<typeof MakeRequestOutput>;

export const pipedreamMakeRequest = defineAction({
  app: pipedream,
  id: 'request.send',
  displayName: 'Make a request',
  description: 'Calls the API of any app connected in Pipedream; Pipedream adds the account’s credentials.',
  categories: ['Alerts & Tasks'],
  // A proxied request mutates unless it is a GET, and nothing keys it.
  mutates: true,
  mutatesFor: unlessMethodIsGet,
  input: MakeRequestInput,
  output: MakeRequestOutput,
  async run({ input, http, settings, workspaceId }) {
    const { externalUserId, accountId } = await workspaceAccount(http, settings, workspaceId, input.appSlug);
    const target = new URL(input.url);
    for (const { key, value } of input.queryParams) target.searchParams.append(key, value);
    // The proxy takes the target URL base64-encoded in the path, and forwards x-pd-proxy-* headers.
    const url64 = Buffer.from(target.toString(), 'utf8').toString('base64');
    const headers = Object.fromEntries(input.headers.map(({ key, value }) => [`x-pd-proxy-${key.toLowerCase()}`, value]));
    const response = await http.request({
      method: input.method as HttpMethod,
      path: connectPath(settings, `/proxy/${encodeURIComponent(url64)}`),
      query: { external_user_id: externalUserId, account_id: accountId },
      headers,
      ...(input.body === undefined || input.method === 'GET' ? {} : { body: { type: 'json' as const, data: input.body } }),
    });
    return { body: response.body };
  },
});
