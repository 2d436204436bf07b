import { Step, walkSteps } from '@tandem/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/library.js';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { copyLibraryFlow } from '../../library/copy-library-flow.js';
import { countMetric } from '../../library/count-metric.js';
import { seedLibrary } from '../../library/seed-library.js';
import { loadFlowView } from '../../repos/flows.js';
import { libraryFlowView, listLibraryFlows, requireLibraryFlow } from '../../repos/library.js';
import { requireVersion } from '../../repos/versions.js';
/** Public counters: a visitor may click often, a script may not inflate them freely. */
const publicLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The public flow library: browsing and previews need no sign-in; copying puts a flow
 * into one of the caller's workspaces. Registering these routes seeds the library (see seedLibrary).
 */
export const libraryRoutes =
  ({ db }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await seedLibrary(db);

    app.route({
      ...contract.libraryFlows,
      config: publicLimit,
      handler: async (request) => {
        const rows = await listLibraryFlows(db, request.query);
        await countMetric(db, rows.map((r) => r.id), 'shown');
        return { items: rows.map(libraryFlowView), nextCursor: null };
      },
    });

    app.route({
      ...contract.libraryFlow,
      config: publicLimit,
      handler: async (request) => {
        const row = await requireLibraryFlow(db, request.params.flowId);
        const version = await requireVersion(db, row.id, row.liveVersionId!);
        await countMetric(db, [row.id], 'seen');
        const view = libraryFlowView(row);
        const steps = [...walkSteps((version.definition as { steps: Step[] }).steps)].map(({ step }) => step);
        // Parsed, so the answer carries every default of the flow language.
        const previewSteps = view.libraryInfo.previewSteps.flatMap((name) => steps.filter((step) => step.name === name)).map((step) => Step.parse(step));
        return { ...view, versionId: version.id, definition: version.definition, previewSteps };
      },
    });

    app.route({
      ...contract.libraryClicked,
      config: publicLimit,
      handler: async (request, reply) => {
        await countMetric(db, [(await requireLibraryFlow(db, request.params.flowId)).id], 'clicked');
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...contract.copyLibraryFlow,
      preHandler: [requireUser(db), requireWorkspace(db)],
      handler: async (request, reply) => {
        const user = principalOf(request);
        const source = await requireLibraryFlow(db, request.params.flowId);
        return reply.status(201).send(await loadFlowView(db, await copyLibraryFlow(db, source, request.params.ws, user)));
      },
    });
  };
