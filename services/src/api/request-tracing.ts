import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';

/** The workspace a request is about, as a span attribute (from the route's `:ws` parameter). */
export const WORKSPACE_ID_ATTRIBUTE = 'tandem.workspace_id';

const spans = new WeakMap<FastifyRequest, Span>();

/**
 * A server span per HTTP request, named after its method and route pattern, with the status and the
 * workspace id when the route names one. Nothing else of the request is recorded: no URL (webhook
 * paths hold their secret token), header, query or body. The handler runs with the span active, so
 * what it starts (a workflow, through the Temporal client's interceptor) joins the request's trace.
 * Must be registered before the routes.
 */
export function registerRequestTracing(app: FastifyInstance, tracer: Tracer): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function tracedHandler(request, reply) {
      const span = spans.get(request);
      if (!span) return handler.call(this, request, reply);
      return context.with(trace.setSpan(context.active(), span), () => handler.call(this, request, reply));
    };
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    // A trace begun upstream (a proxy or a calling service) is continued.
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const attributes = { [ATTR_HTTP_REQUEST_METHOD]: request.method, ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}) };
    spans.set(request, tracer.startSpan(route ? `${request.method} ${route}` : request.method, { kind: SpanKind.SERVER, attributes }, parent));
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      const workspaceId: unknown = (request.params as Record<string, unknown> | undefined)?.ws;
      if (typeof workspaceId === 'string') span.setAttribute(WORKSPACE_ID_ATTRIBUTE, workspaceId);
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    spans.get(request)?.setStatus({ code: SpanStatusCode.ERROR, message: 'the client closed the connection' }).end();
    done();
  });
}
