import { type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';
import type { PipedreamSettings } from './app.js';
import { connectPath } from './connect-path.js';

interface Account {
  id: string;
  healthy?: boolean;
  dead?: boolean | null;
  app?: { name_slug?: string };
}

/** The longest user id (Connect's `external_user_id`) the catalogue sends. */
export const EXTERNAL_USER_ID_MAX = 64;

/**
 * The Pipedream user of a workspace (Connect's `external_user_id` is the workspace id) and its
 * connected account of an app (the first healthy one) in the operator's project.
 */
export async function workspaceAccount(http: HttpClient, settings: PipedreamSettings, workspaceId: string | undefined, appSlug: string): Promise<{ externalUserId: string; accountId: string }> {
  if (!workspaceId) throw new NonRetryableError('Pipedream steps run only inside a workspace’s flow');
  const externalUserId = workspaceId;
  if (externalUserId.length > EXTERNAL_USER_ID_MAX) throw new NonRetryableError(`A Pipedream user id has at most ${EXTERNAL_USER_ID_MAX} characters; this workspace id has ${externalUserId.length}`);
  const response = await http.get<{ data?: Account[] }>(connectPath(settings, '/accounts'), {
    query: { external_user_id: externalUserId, app: appSlug },
    responseType: 'json',
  });
  const account = (response.body.data ?? []).find((a) => a.healthy !== false && !a.dead);
  if (!account) throw new NonRetryableError(`No ${appSlug} account is connected in Pipedream for this workspace; connect it first`);
  return { externalUserId, accountId: account.id };
}
