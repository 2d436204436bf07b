import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route declares besides its method and path: the zod schemas of each part and its OpenAPI words. */
export type RouteSchema = {
  tags?: readonly string[];
  summary?: string;
  description?: string;
  hide?: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Answers by status; a route that only redirects declares none. */
  response?: Readonly<Record<number, z.ZodType>>;
};

/** One API route as the server registers it (`app.route({ ...declared, handler })`) and the web app calls it. */
export type Route = { readonly method: Method; readonly url: string; readonly schema: RouteSchema };

/** Declares a route; a pure value (zod schemas and strings), safe to import from the browser. */
export function route<const M extends Method, const U extends string, const S extends RouteSchema>(method: M, url: U, schema: S): { readonly method: M; readonly url: U; readonly schema: S } {
  return { method, url, schema };
}
