import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/live.js';
import type { FlowParams } from '../contract/params.js';
import type { z } from 'zod';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ApiError } from '@tandem/platform/errors';
import { Definition } from '@tandem/catalog';
import { flowChecklist } from '../../flows/flow-checklist.js';
import { loadFlowView, requireFlow, updateFlow } from '../../repos/flows.js';
import { requireVersion } from '../../repos/versions.js';
import { nextFireTimes } from '../../triggers/flow-schedule.js';
import { pollWatchNow, watchState } from '../../triggers/flow-watch.js';
import { newHookToken, openHookToken, storedHookToken } from '../../triggers/hook-token.js';
import { createSecretBox } from '@tandem/platform/connections/secret-box';
import { setLive, unsetLive } from '../../triggers/set-live.js';
import { requireVerifiedEmail } from '@tandem/platform/accounts/require-verified-email';

/** Live versions and the triggers they drive (docs/flow-language.md § Triggers). */
export const liveRoutes =
  ({ db, temporal, config }: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Hook tokens are stored sealed (and hashed): the URL is shown again from the sealed copy.
    const box = createSecretBox(config.connectionSecretKey);
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    const load = async (request: { params: z.infer<typeof FlowParams> } & Parameters<typeof principalOf>[0]) => {
      const workspace = workspaceOf(request);
      const flow = await requireFlow(db, workspace.id, request.params.flowId);
      return { workspace, flow };
    };

    app.route({
      ...contract.setLive,
      handler: async (request) => {
        const { workspace, flow } = await load(request);
        if (config.requireEmailVerification) await requireVerifiedEmail(db, principalOf(request).userId);
        const version = await requireVersion(db, flow.id, request.body.versionId);
        return loadFlowView(db, await setLive(db, temporal, workspace, flow, version, box));
      },
    });

    app.route({
      ...contract.flowChecklist,
      handler: async (request) => {
        const { workspace, flow } = await load(request);
        const version = flow.latestVersionId ? await requireVersion(db, flow.id, flow.latestVersionId) : undefined;
        const parsed = Definition.safeParse(version?.definition);
        const items = parsed.success ? await flowChecklist(db, workspace.id, parsed.data) : [];
        return { versionId: version?.id ?? null, complete: items.length === 0, items };
      },
    });

    app.route({
      ...contract.turnOff,
      handler: async (request) => {
        const { flow } = await load(request);
        return loadFlowView(db, await unsetLive(db, temporal, flow));
      },
    });

    app.route({
      ...contract.triggerInfo,
      handler: async (request) => {
        const { flow } = await load(request);
        const version = flow.liveVersionId ? await requireVersion(db, flow.id, flow.liveVersionId) : undefined;
        const trigger = (version?.definition as { trigger?: { type?: string } } | undefined)?.trigger ?? null;
        return {
          live: Boolean(version),
          versionId: version?.id ?? null,
          trigger,
          nextFireTimes: trigger?.type === 'schedule' ? await nextFireTimes(temporal, flow.id) : [],
          hookUrl: trigger?.type === 'webhook' && flow.hookTokenSealed ? `${config.publicUrl}/hooks/${openHookToken(box, flow)}` : null,
          watch: trigger?.type === 'changeWatch' ? await watchState(temporal, flow.id) : null,
        };
      },
    });

    app.route({
      ...contract.rotateHook,
      handler: async (request) => {
        const { flow } = await load(request);
        const hookToken = newHookToken();
        await updateFlow(db, flow.id, storedHookToken(box, flow.id, hookToken));
        return { hookUrl: `${config.publicUrl}/hooks/${hookToken}` };
      },
    });

    app.route({
      ...contract.pollWatch,
      handler: async (request, reply) => {
        const { flow } = await load(request);
        if (!flow.liveVersionId || !(await watchState(temporal, flow.id))) throw new ApiError(409, 'not_watching', 'The flow has no live change watch');
        await pollWatchNow(temporal, flow.id);
        return reply.status(202).send({ ok: true });
      },
    });
  };
