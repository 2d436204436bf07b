import { findApp } from '@tandem/catalog/apps';
import type { AppCallOptions, BaseUrlOverrides } from '@tandem/catalog/runtime';
import { AuthError, isConnectorError } from '@tandem/catalog/sdk';
import { conflict } from '@tandem/platform/errors';
import type { TestResult } from '../api/schemas/connections.js';
import type { Db } from '@tandem/platform/db';
import type { ConnectionRow } from '@tandem/platform/db/tables/connections';
import { type Mailer, noMailer } from '@tandem/platform/notifications/mailer';
import { type AuthOptions, usableAuth, usableConfig } from '@tandem/platform/connections/connection-auth';
import { markConnectionBroken, markConnectionWorking } from '@tandem/platform/connection-health';
import { connectionProbe } from '@tandem/platform/connections/connection-probe';
import { recordTestResult } from '@tandem/platform/connections/connections-repo';
import { oauth2Provider } from '@tandem/platform/connections/oauth2-providers';
import type { SecretBox } from '@tandem/platform/connections/secret-box';

/** `egress`: the egress policy's resolver and connector (tests stub them to reach real host names locally). */
export type TestOptions = AuthOptions & { baseUrlOverrides?: BaseUrlOverrides; mailer?: Mailer; egress?: AppCallOptions['egress'] };

/**
 * Calls the app for real and records the outcome. For oauth2 apps the token refresh comes first and
 * is the whole test when the app has nothing harmless to call. A connector error makes the connection
 * failing with its message (connector messages never hold secrets); an auth error also raises
 * BROKEN_CONNECTION, and a working test resolves it (and answers the recovery batches that started
 * for the runs it broke, when the workspace recovers them by itself). Anything else is a bug and throws.
 */
export async function testConnection(db: Db, box: SecretBox, row: ConnectionRow, options: TestOptions = {}): Promise<TestResult & { recovering: string[] }> {
  const app = findApp(row.app);
  const probe = app && connectionProbe(app);
  // A refresh proves an oauth2 grant still stands; providers with long-lived tokens cannot refresh.
  const refreshProves = app?.authentication === 'oauth2' && row.authSealed !== null && oauth2Provider(row.app, options.env)?.refreshable === true;
  if (!app || (!probe && !refreshProves)) throw conflict(`Tandem cannot test ${app?.name ?? row.app} connections yet`);
  try {
    const auth = await usableAuth(db, box, row, { ...options, force: true });
    if (probe) {
      const { env, baseUrlOverrides, egress } = options;
      await probe({ auth, config: usableConfig(box, row), env, baseUrlOverrides, ...(egress ? { egress } : {}) });
    }
  } catch (error) {
    if (!isConnectorError(error)) throw error;
    if (error instanceof AuthError) await markConnectionBroken(db, options.mailer ?? noMailer, row, error.message);
    else await recordTestResult(db, row.id, 'failing', error.message);
    return { testedStatus: 'failing', failureReason: error.message, recovering: [] };
  }
  const recovering = await markConnectionWorking(db, row);
  return { testedStatus: 'working', failureReason: null, recovering };
}
