import { findApp } from '@tandem/catalog/apps';
import type { CatalogApp } from '@tandem/catalog/sdk';
import { randomSecret, sha256 } from '@tandem/platform/secrets';
import { badRequest } from '@tandem/platform/errors';
import type { Config } from '@tandem/platform/config';
import type { Db } from '@tandem/platform/db';
import type { ConnectionRow } from '@tandem/platform/db/tables/connections';
import { requireMembership } from '../repos/workspaces.js';
import { findConnection, insertConnection, requireConnection, updateConnection } from '@tandem/platform/connections/connections-repo';
import { authorizationUrl, exchangeCode, type OAuth2Http, pkcePair, readConnectMetadata } from '@tandem/platform/connections/oauth2';
import { type Env, missingOAuth2Settings, type OAuth2Provider, oauth2Provider } from '@tandem/platform/connections/oauth2-providers';
import type { SecretBox } from '@tandem/platform/connections/secret-box';
import { type CheckedConfig, checkConfig } from '@tandem/platform/connections/validate-connection';
import { credentialDestination } from '@tandem/platform/connections/credential-destination';

const STATE_TTL_MS = 10 * 60_000;

export type OAuth2FlowDeps = { db: Db; box: SecretBox; config: Config; env?: Env; http?: OAuth2Http };

/** Why a callback did not connect; the browser is sent back to the app with this code. */
export class OAuth2FlowError extends Error {
  constructor(readonly code: 'invalid_state' | 'not_configured' | 'token_exchange_failed') {
    super(code);
  }
}

export const callbackUrl = (config: Config) => `${config.publicUrl}/api/oauth2/callback`;
export const connectionsPage = (config: Config) => `${config.appUrl}/connections`;

function providerOf(app: CatalogApp, env: Env | undefined): OAuth2Provider {
  if (app.authentication !== 'oauth2') throw badRequest(`${app.name} does not sign in with OAuth2`);
  const provider = oauth2Provider(app.id, env);
  if (!provider) throw badRequest(`OAuth2 sign-in to ${app.name} is not configured on this server: set ${missingOAuth2Settings(app, env).join(' and ')}`);
  return provider;
}

/** Remembers a single-use state (stored hashed, with the PKCE verifier) and gives the provider's sign-in URL. */
export async function startAuthorization(
  deps: OAuth2FlowDeps,
  p: { workspaceId: string; userId: string; app: CatalogApp; name?: string; connectionId?: string },
): Promise<string> {
  const provider = providerOf(p.app, deps.env);
  const existing = p.connectionId === undefined ? undefined : await requireConnection(deps.db, p.workspaceId, p.connectionId);
  if (existing && existing.app !== p.app.id) throw badRequest(`The connection is not a ${p.app.name} connection`);
  const state = randomSecret();
  const { verifier, challenge } = pkcePair();
  await deps.db
    .insertInto('oauthStates')
    .values({
      stateHash: sha256(state),
      workspaceId: p.workspaceId,
      userId: p.userId,
      app: p.app.id,
      connectionId: existing?.id ?? null,
      connectionName: existing?.name ?? p.name ?? p.app.name,
      codeVerifier: verifier,
      redirect: connectionsPage(deps.config),
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    })
    .execute();
  return authorizationUrl(provider, { state, codeChallenge: challenge, redirectUri: callbackUrl(deps.config) });
}

/** The callback: the state must be known, fresh and its starter still a member; then the code buys the tokens. */
export async function completeAuthorization(
  deps: OAuth2FlowDeps,
  p: { state: string; code: string },
): Promise<{ connection: ConnectionRow; redirect: string }> {
  const { db, box } = deps;
  const pending = await db.deleteFrom('oauthStates').where('stateHash', '=', sha256(p.state)).returningAll().executeTakeFirst();
  const app = pending && findApp(pending.app);
  if (!pending || !app || pending.expiresAt.getTime() < Date.now()) throw new OAuth2FlowError('invalid_state');
  await requireMembership(db, pending.userId, pending.workspaceId).catch(() => {
    throw new OAuth2FlowError('invalid_state');
  });
  const provider = oauth2Provider(app.id, deps.env);
  if (!provider) throw new OAuth2FlowError('not_configured');
  const { auth, scope } = await exchangeCode(provider, { code: p.code, codeVerifier: pending.codeVerifier, redirectUri: callbackUrl(deps.config) }, deps.http).catch(
    () => {
      throw new OAuth2FlowError('token_exchange_failed');
    },
  );
  // Mailchimp's data centre comes from its metadata endpoint now, never from a default.
  const metadataConfig = provider.metadata
    ? await readConnectMetadata(provider, auth.accessToken ?? auth.refreshToken, deps.http).catch(() => {
        throw new OAuth2FlowError('token_exchange_failed');
      })
    : undefined;
  const userInfo = scope === undefined ? null : { scope };
  const existing = pending.connectionId === null ? undefined : await findConnection(db, pending.workspaceId, pending.connectionId);
  const connection = existing
    ? await updateConnection(db, box, existing.id, { auth, userInfo, ...reconnected(app, existing, metadataConfig === undefined ? undefined : checkConfig(app, metadataConfig)) })
    : await insertConnection(db, box, { workspaceId: pending.workspaceId, app: app.id, name: pending.connectionName, auth, checked: checkConfig(app, metadataConfig ?? {}), userInfo, createdBy: pending.userId });
  return { connection, redirect: pending.redirect };
}

/** A reconnected account's new credentials go where its (new or kept) config points. */
function reconnected(app: CatalogApp, existing: ConnectionRow, checked: CheckedConfig | undefined): { checked?: CheckedConfig; credentialsDestination: string | null } {
  const { configurationStatus, config } = checked ?? existing;
  return { ...(checked ? { checked } : {}), credentialsDestination: credentialDestination(app, configurationStatus, config) ?? null };
}
