import { keepSecretConfig, keepsMaskedSecret } from '@tandem/platform/connections/secret-config';
import { credentialDestination, nextCredentialDestination } from '@tandem/platform/connections/credential-destination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contract from '../contract/connections.js';
import { findApp } from '@tandem/catalog/apps';
import type { CatalogApp } from '@tandem/catalog/sdk';
import { principalOf, requireUser } from '../auth/principal.js';
import { requireWorkspace, workspaceOf } from '../auth/workspace-scope.js';
import { holdsSecrets, requireConnectionEditor } from '../../connections/connection-editors.js';
import type { ApiDeps } from '../deps.js';
import { badRequest, notFound } from '@tandem/platform/errors';
import { connectionView } from '../../connections/connection-view.js';
import { deleteConnection, insertConnection, listConnections, requireConnection, updateConnection } from '@tandem/platform/connections/connections-repo';
import { completeAuthorization, connectionsPage, OAuth2FlowError, type OAuth2FlowDeps, startAuthorization } from '../../connections/oauth2-flow.js';
import { createSecretBox } from '@tandem/platform/connections/secret-box';
import { testConnection } from '../../connections/test-connection.js';
import { connectionAccounts } from '../../connections/connection-accounts.js';
import { usableConfig } from '@tandem/platform/connections/connection-auth';
import { checkAuth, checkConfig } from '@tandem/platform/connections/validate-connection';

function appOf(appId: string): CatalogApp {
  const app = findApp(appId);
  if (!app) throw badRequest(`Unknown app "${appId}"`, [{ path: ['body', 'app'], message: 'Unknown app' }]);
  return app;
}

/** The provider sends the browser here: no CSRF header, and bearer-token users have no session. */
const oauth2Callback =
  ({ config }: ApiDeps, flow: OAuth2FlowDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contract.oauth2Callback,
      handler: async (request, reply) => {
        const { state, code, error } = request.query;
        const back = (params: Record<string, string>, to = connectionsPage(config)) => reply.redirect(`${to}?${new URLSearchParams(params)}`);
        if (error) return back({ oauth2Error: error === 'access_denied' ? 'access_denied' : 'provider_error' });
        if (!state || !code) return back({ oauth2Error: 'invalid_state' });
        try {
          const { connection, redirect } = await completeAuthorization(flow, { state, code });
          return back({ connected: connection.id }, redirect);
        } catch (e) {
          if (e instanceof OAuth2FlowError) return back({ oauth2Error: e.code });
          throw e;
        }
      },
    });
  };

const workspaceConnections =
  ({ db, mailer, recoveries }: ApiDeps, flow: OAuth2FlowDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { box } = flow;
    // A test that finds the credentials refused mails BROKEN_CONNECTION (`mailer`).
    app.addHook('preHandler', requireUser(db));
    app.addHook('preHandler', requireWorkspace(db));

    app.route({
      ...contract.listConnections,
      handler: async (request) => {
        return { items: (await listConnections(db, request.params.ws)).map(connectionView), nextCursor: null };
      },
    });

    app.route({
      ...contract.createConnection,
      handler: async (request, reply) => {
        const { app: appId, name, auth, config, usePreset } = request.body;
        const target = appOf(appId);
        const checkedAuth = checkAuth(target, auth);
        const checked = checkConfig(target, config, usePreset);
        // Nothing is saved from a form with mistakes: the answer names each field with the app's message.
        // (A connection made by the OAuth2 flow may still start invalid: its account is picked after it.)
        if (checked.configurationStatus === 'invalid') {
          const issues = checked.configIssues.map((issue) => ({ path: ['body', 'config', ...issue.path], message: issue.message }));
          throw badRequest([...new Set(issues.map((issue) => issue.message))].join('; '), issues);
        }
        const row = await insertConnection(db, box, {
          createdBy: principalOf(request).userId,
          workspaceId: request.params.ws,
          app: target.id,
          name,
          auth: checkedAuth,
          checked,
        });
        return reply.status(201).send(connectionView(row));
      },
    });

    app.route({
      ...contract.updateConnection,
      handler: async (request) => {
        const row = await requireConnection(db, request.params.ws, request.params.id);
        requireConnectionEditor(principalOf(request), workspaceOf(request), row, 'change it');
        const target = appOf(row.app);
        const { name, auth, config, usePreset } = request.body;
        const configChanges = config !== undefined || usePreset !== undefined;
        const stored = () => usableConfig(box, row);
        const checked = configChanges ? checkConfig(target, config === undefined ? stored() : keepSecretConfig(target, config, stored()), usePreset) : undefined;
        // Credentials go only where they were entered for: moving them takes new ones (and no kept masked field).
        const credentialsDestination = checked
          ? nextCredentialDestination(
              target,
              { destination: row.credentialsDestination, holdsSecrets: holdsSecrets(row) },
              { status: checked.configurationStatus, config: checked.config, newCredentials: auth !== undefined && !keepsMaskedSecret(target, config) },
            )
          : auth === undefined
            ? undefined
            : (credentialDestination(target, row.configurationStatus, stored()) ?? null);
        const updated = await updateConnection(db, box, row.id, {
          name,
          auth: auth === undefined ? undefined : checkAuth(target, auth),
          checked,
          credentialsDestination,
        });
        return connectionView(updated);
      },
    });

    app.route({
      ...contract.deleteConnection,
      handler: async (request) => {
        const row = await requireConnection(db, request.params.ws, request.params.id);
        requireConnectionEditor(principalOf(request), workspaceOf(request), row, 'delete it');
        return connectionView(await deleteConnection(db, row.id));
      },
    });

    app.route({
      ...contract.testConnection,
      handler: async (request) => {
        const row = await requireConnection(db, request.params.ws, request.params.id);
        requireConnectionEditor(principalOf(request), workspaceOf(request), row, 'test it');
        const { recovering, ...result } = await testConnection(db, box, row, { mailer });
        // A connection that works again may have started recovering the runs it broke (the workspace setting).
        for (const batchId of recovering) recoveries.drive(batchId);
        return result;
      },
    });

    app.route({
      ...contract.connectionAccounts,
      handler: async (request) => {
        return { items: await connectionAccounts(db, box, await requireConnection(db, request.params.ws, request.params.id)) };
      },
    });

    app.route({
      ...contract.startOAuth2,
      handler: async (request) => {
        const principal = principalOf(request);
        const { userId } = principal;
        const target = findApp(request.params.app);
        if (!target) throw notFound('App not found');
        // Reconnecting replaces the stored credentials: the same people as any other change.
        if (request.query.connectionId !== undefined) {
          requireConnectionEditor(principal, workspaceOf(request), await requireConnection(db, request.params.ws, request.query.connectionId), 'reconnect it');
        }
        return { authorizationUrl: await startAuthorization(flow, { workspaceId: request.params.ws, userId, app: target, ...request.query }) };
      },
    });
  };

/** Connections of a workspace: secrets go in, sealed, and never come out. */
export const connectionRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const flow: OAuth2FlowDeps = { db: deps.db, box: createSecretBox(deps.config.connectionSecretKey), config: deps.config };
    await app.register(oauth2Callback(deps, flow));
    await app.register(workspaceConnections(deps, flow));
  };
