import type { HttpClient, HttpMethod, QueryParams } from '@tandem/catalog/sdk';

export interface ClickUpCallOptions {
  query?: QueryParams;
  body?: unknown;
}

/** One call of the ClickUp API v2 with a JSON body; errors are classified by the app (`classifyClickUpError`). */
export async function clickupCall<T>(http: HttpClient, method: HttpMethod, path: string, options: ClickUpCallOptions = {}): Promise<T> {
  const response = await http.request<T>({
    method,
    path,
    query: options.query,
    body: options.body === undefined ? undefined : { type: 'json', data: options.body },
    responseType: 'auto',
  });
  return response.body;
}
