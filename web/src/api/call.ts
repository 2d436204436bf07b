import type { z } from 'zod';
import type { Route } from '@tandem/services/contract';
import { apiRequest, type Query } from './client';

/**
 * The one way the app calls the API: `call(routes.createFlow, { params: { ws }, body })`. The route is the
 * server's own declaration (services/src/api/contract), so the path, the params, the query, the body and
 * the answer's type all come from its zod schemas: a changed schema breaks the web build, not a screen.
 */
type Input<S, K extends string> = S extends { readonly [P in K]: infer T extends z.ZodType } ? z.input<T> : undefined;
type SuccessCode = 200 | 201 | 202 | 204;

export type ParamsOf<R extends Route> = Input<R['schema'], 'params'>;
export type QueryOf<R extends Route> = Input<R['schema'], 'querystring'>;
export type BodyOf<R extends Route> = Input<R['schema'], 'body'>;
/** What a route answers on success, as its response schema gives it. */
export type AnswerOf<R extends Route> = R['schema'] extends { readonly response: infer Res }
  ? z.output<Extract<Res[Extract<keyof Res, SuccessCode>], z.ZodType>>
  : unknown;

/** A part is required when its schema requires something, optional when everything in it is optional. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : object extends T ? { [P in K]?: T } : { [P in K]: T };
export type CallArgs<R extends Route> = Part<'params', ParamsOf<R>> & Part<'query', QueryOf<R>> & Part<'body', BodyOf<R>>;
/** `call(route)` alone when the route needs nothing. */
export type CallRest<R extends Route> = object extends CallArgs<R> ? [args?: CallArgs<R>] : [args: CallArgs<R>];

/** `/api/workspaces/:ws/flows` with `{ ws: 'w1' }` → `/api/workspaces/w1/flows` (each value URL-encoded). */
export function pathOf(url: string, params: Record<string, unknown> | undefined): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${url}: the path parameter '${name}' is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Calls a declared route; writes send their body (an empty object when the route declares none). */
export function call<R extends Route>(route: R, ...[args]: CallRest<R>): Promise<AnswerOf<R>> {
  return callWith(route, args as CallArgs<R> | undefined);
}

/** As `call`, with an abort signal (the query library cancels reads nobody waits for any more). */
export function callWith<R extends Route>(route: R, args: CallArgs<R> | undefined, signal?: AbortSignal): Promise<AnswerOf<R>> {
  const { params, query, body } = (args ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  const writes = route.method !== 'GET' && route.method !== 'DELETE';
  return apiRequest<AnswerOf<R>>(pathOf(route.url, params), { method: route.method, query, body: writes ? (body ?? {}) : body, signal });
}
