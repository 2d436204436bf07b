import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import type { ApiDeps } from '../deps.js';
import { ApiError } from '@tandem/platform/errors';
import { errorResponses, Id } from '../schemas/common.js';
import { Flow, FlowChecklist } from '../schemas/flows.js';
import { Definition } from '@tandem/catalog';
import { flowChecklist } from '../../flows/flow-checklist.js';
import { RotatedHook, SetLiveBody, TriggerInfo, WatchPollStarted } from '../schemas/triggers.js';
import { loadFlowView, requireFlow, updateFlow } from '../../repos/flows.js';
import { requireVersion } from '../../repos/versions.js';
import { nextFireTimes } from '../../triggers/flow-schedule.js';
import { pollWatchNow, watchState } from '../../triggers/flow-watch.js';
import { newHookToken, openHookToken, storedHookToken } from '../../triggers/hook-token.js';
import { createSecretBox } from '@tandem/platform/connections/secret-box';
import { setLive, unsetLive } from '../../triggers/set-live.js';
import { requireVerifiedEmail } from '@tandem/platform/accounts/require-verified-email';

const FlowParams = z.object({ ws: Id, flowId: Id });

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

    app.put(
      '/api/workspaces/:ws/flows/:flowId/live',
      { schema: { tags: ['triggers'], summary: 'Set a valid version live: its trigger acts', params: FlowParams, body: SetLiveBody, response: { 200: Flow, ...errorResponses } } },
      async (request) => {
        const { workspace, flow } = await load(request);
        if (config.requireEmailVerification) await requireVerifiedEmail(db, principalOf(request).userId);
        const version = await requireVersion(db, flow.id, request.body.versionId);
        return loadFlowView(db, await setLive(db, temporal, workspace, flow, version, box));
      },
    );

    app.get(
      '/api/workspaces/:ws/flows/:flowId/checklist',
      {
        schema: {
          tags: ['triggers'],
          summary: "What the flow's latest version still needs in this workspace before it can go live: connections, required inputs left empty",
          params: FlowParams,
          response: { 200: FlowChecklist, ...errorResponses },
        },
      },
      async (request) => {
        const { workspace, flow } = await load(request);
        const version = flow.latestVersionId ? await requireVersion(db, flow.id, flow.latestVersionId) : undefined;
        const parsed = Definition.safeParse(version?.definition);
        const items = parsed.success ? await flowChecklist(db, workspace.id, parsed.data) : [];
        return { versionId: version?.id ?? null, complete: items.length === 0, items };
      },
    );

    app.delete(
      '/api/workspaces/:ws/flows/:flowId/live',
      { schema: { tags: ['triggers'], summary: 'Turn the flow off: its trigger stops', params: FlowParams, response: { 200: Flow, ...errorResponses } } },
      async (request) => {
        const { flow } = await load(request);
        return loadFlowView(db, await unsetLive(db, temporal, flow));
      },
    );

    app.get(
      '/api/workspaces/:ws/flows/:flowId/trigger',
      { schema: { tags: ['triggers'], summary: 'How the live trigger acts: next fire times, hook URL, watch state', params: FlowParams, response: { 200: TriggerInfo, ...errorResponses } } },
      async (request) => {
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
    );

    app.post(
      '/api/workspaces/:ws/flows/:flowId/hook/rotate',
      { schema: { tags: ['triggers'], summary: 'Replace the webhook URL; the old one stops working', params: FlowParams, response: { 200: RotatedHook, ...errorResponses } } },
      async (request) => {
        const { flow } = await load(request);
        const hookToken = newHookToken();
        await updateFlow(db, flow.id, storedHookToken(box, flow.id, hookToken));
        return { hookUrl: `${config.publicUrl}/hooks/${hookToken}` };
      },
    );

    app.post(
      '/api/workspaces/:ws/flows/:flowId/watch/poll',
      { schema: { tags: ['triggers'], summary: 'Let the change watch look for changes now', params: FlowParams, response: { 202: WatchPollStarted, ...errorResponses } } },
      async (request, reply) => {
        const { flow } = await load(request);
        if (!flow.liveVersionId || !(await watchState(temporal, flow.id))) throw new ApiError(409, 'not_watching', 'The flow has no live change watch');
        await pollWatchNow(temporal, flow.id);
        return reply.status(202).send({ ok: true });
      },
    );
  };
