import type { ColumnType, Generated, Selectable } from 'kysely';

type Json<T> = ColumnType<T, string | undefined, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type ConfigurationStatus = 'valid' | 'invalid' | 'usePreset';
export type TestedStatus = 'unknown' | 'working' | 'failing';
export type ConfigIssue = { path: (string | number)[]; message: string };

/** An app connection. The secret is stored only sealed (AES-256-GCM, see connections/secret-box.ts). */
export interface ConnectionsTable {
  id: string;
  workspaceId: string;
  app: string;
  name: string;
  configurationStatus: ConfigurationStatus;
  configIssues: Json<ConfigIssue[]>;
  testedStatus: Generated<TestedStatus>;
  failureReason: string | null;
  config: Json<unknown>;
  authSealed: string | null;
  userInfo: NullableJson<Record<string, unknown>>;
  /** The member who created it; with the workspace's owner the only one who may change or test it while it holds secrets. */
  createdBy: Generated<string | null>;
  /** Where the stored credentials may go (see connections/credential-destination.ts); null while unknown. */
  credentialsDestination: Generated<string | null>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  deletedAt: Date | null;
}
export type ConnectionRow = Selectable<ConnectionsTable>;

/** A pending OAuth2 authorization-code flow; the state itself is only stored as its SHA-256. */
export interface OauthStatesTable {
  stateHash: string;
  workspaceId: string;
  userId: string;
  app: string;
  /** Set when an existing connection is reconnected. */
  connectionId: string | null;
  connectionName: string;
  /** The PKCE verifier sent with the code exchange. */
  codeVerifier: string;
  /** Where the browser goes after the callback. */
  redirect: string;
  createdAt: Generated<Date>;
  expiresAt: Date;
}
export type OauthStateRow = Selectable<OauthStatesTable>;
