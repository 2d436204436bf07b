import { z } from 'zod';
import { Id } from './common.js';
import { DisplayName } from './display-name.js';

const Issue = z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() });

/** An app connection as answers show it: the secret itself never, only `hasAuth`. */
export const Connection = z.object({
  id: z.string(),
  app: z.string(),
  name: z.string(),
  configurationStatus: z.enum(['valid', 'invalid', 'usePreset']),
  /** Why the config is invalid. */
  configIssues: z.array(Issue),
  testedStatus: z.enum(['unknown', 'working', 'failing']),
  failureReason: z.string().nullable(),
  config: z.unknown(),
  userInfo: z.record(z.string(), z.unknown()).nullable(),
  hasAuth: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Connection = z.infer<typeof Connection>;

const Name = DisplayName(120);

/** `auth` is checked by the app's auth kind and `config` by the app's config schema, once the app is known. */
export const CreateConnectionBody = z.object({
  app: z.string().min(1).max(64),
  name: Name,
  auth: z.unknown().optional(),
  config: z.unknown().optional(),
  /** Use the shared preset instead of an own config (configurationStatus `usePreset`). */
  usePreset: z.boolean().optional(),
});
export type CreateConnectionBody = z.infer<typeof CreateConnectionBody>;

export const UpdateConnectionBody = CreateConnectionBody.omit({ app: true }).partial();
export type UpdateConnectionBody = z.infer<typeof UpdateConnectionBody>;

export const TestResult = z.object({ testedStatus: z.enum(['unknown', 'working', 'failing']), failureReason: z.string().nullable() });
export type TestResult = z.infer<typeof TestResult>;

/** The accounts a connection reaches, to pick the one its config names. */
export const ConnectionAccounts = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
export type ConnectionAccounts = z.infer<typeof ConnectionAccounts>;

export const OAuth2StartQuery = z.object({
  /** The new connection's name; the app's name by default. */
  name: Name.optional(),
  /** Reconnect this connection instead of creating one. */
  connectionId: Id.optional(),
});

/** Where to send the browser to authorize an oauth2 app. */
export const OAuth2Start = z.object({ authorizationUrl: z.string() });
export type OAuth2Start = z.infer<typeof OAuth2Start>;
