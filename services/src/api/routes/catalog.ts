import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/catalog.js';
import { findAction, findApp, listCatalog } from '@tandem/catalog/apps';
import { actionJsonSchemas } from '@tandem/catalog/runtime';
import { requireUser } from '../auth/principal.js';
import type { ApiDeps } from '../deps.js';
import { notFound } from '@tandem/platform/errors';
import { connectionFormOf } from '../../connections/connection-form.js';

/** The app catalogue as users see it (hidden, internal and flagged actions left out). */
export const catalogRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireUser(db));

    app.route({
      ...contract.catalogApps,
      handler: async () => ({ items: listCatalog(), nextCursor: null }),
    });

    app.route({
      ...contract.catalogActions,
      handler: async (request) => {
        // Internal actions stay internal, except the custom-request actions of apps built for them (the http app).
        const customRequests = findApp(request.params.app)?.capabilities.includes('customRequest') ?? false;
        const includeInternal = request.query.includeInternal === 'true' && customRequests;
        const entry = listCatalog({ includeInternal }).find((a) => a.id === request.params.app);
        if (!entry) throw notFound('App not found');
        const items = entry.actions.map((summary) => ({ ...summary, ...actionJsonSchemas(findAction(entry.id, summary.id)!) }));
        return { items, nextCursor: null };
      },
    });

    app.route({
      ...contract.connectionForm,
      handler: async (request) => {
        const entry = findApp(request.params.app);
        if (!entry) throw notFound('App not found');
        return connectionFormOf(entry);
      },
    });
  };
