import type { FakeResponse, RecordedRequest } from './fake-server.js';

/** One endpoint of a fake: a method, a path pattern whose groups are the path parameters, and its handler. */
export interface FakeRoute {
  method: string;
  path: RegExp;
  handle: (request: RecordedRequest, params: string[]) => FakeResponse | Promise<FakeResponse>;
}

export const route = (method: string, path: RegExp, handle: FakeRoute['handle']): FakeRoute => ({ method, path, handle });

/**
 * Answers with the first route whose method and path match (path parameters URL-decoded), or with
 * `notFound` when none does.
 */
export async function dispatch(routes: readonly FakeRoute[], request: RecordedRequest, notFound: () => FakeResponse): Promise<FakeResponse> {
  for (const candidate of routes) {
    if (candidate.method !== request.method) continue;
    const match = candidate.path.exec(request.path);
    if (match) return candidate.handle(request, match.slice(1).map((part) => decodeURIComponent(part ?? '')));
  }
  return notFound();
}

/** The JSON body of a request, or undefined when it is not valid JSON. */
export function jsonBody<T = Record<string, unknown>>(request: RecordedRequest): T | undefined {
  try {
    return JSON.parse(request.body) as T;
  } catch {
    return undefined;
  }
}
