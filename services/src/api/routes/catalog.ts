import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAction, findApp, listCatalog } from '@tandem/catalog/apps';
import { actionJsonSchemas } from '@tandem/catalog/runtime';
import { requireUser } from '../auth/principal.js';
import type { ApiDeps } from '../deps.js';
import { notFound } from '@tandem/platform/errors';
import { connectionFormOf } from '../../connections/connection-form.js';
import { CatalogActionWithSchemas, CatalogApp, ConnectionForm } from '../schemas/catalog.js';
import { errorResponses } from '../schemas/common.js';

const tags = ['catalog'];

/** The app catalogue as users see it (hidden, internal and flagged actions left out). */
export const catalogRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.get(
      '/api/catalog/apps',
      { schema: { tags, response: { 200: z.object({ items: z.array(CatalogApp), nextCursor: z.null() }), ...errorResponses } } },
      async () => ({ items: listCatalog(), nextCursor: null }),
    );

    app.get(
      '/api/catalog/apps/:app/actions',
      {
        schema: {
          tags,
          params: z.object({ app: z.string().max(64) }),
          // web: the editor asks for internal actions of apps made for custom requests (the http app's request.send).
          querystring: z.object({ includeInternal: z.enum(['true', 'false']).optional() }),
          response: { 200: z.object({ items: z.array(CatalogActionWithSchemas), nextCursor: z.null() }), ...errorResponses },
        },
      },
      async (request) => {
        // Internal actions stay internal, except the custom-request actions of apps built for them (the http app).
        const customRequests = findApp(request.params.app)?.capabilities.includes('customRequest') ?? false;
        const includeInternal = request.query.includeInternal === 'true' && customRequests;
        const entry = listCatalog({ includeInternal }).find((a) => a.id === request.params.app);
        if (!entry) throw notFound('App not found');
        const items = entry.actions.map((summary) => ({ ...summary, ...actionJsonSchemas(findAction(entry.id, summary.id)!) }));
        return { items, nextCursor: null };
      },
    );

    app.get(
      '/api/catalog/apps/:app/connection-form',
      {
        schema: {
          tags,
          summary: "What a connection of the app asks for: its credentials, labelled as the app names them, and its config's JSON Schema",
          params: z.object({ app: z.string().max(64) }),
          response: { 200: ConnectionForm, ...errorResponses },
        },
      },
      async (request) => {
        const entry = findApp(request.params.app);
        if (!entry) throw notFound('App not found');
        return connectionFormOf(entry);
      },
    );
  };
