import { z } from 'zod';
import { configuredProps, defineAction } from '@tandem/catalog/sdk';
import { workspaceAccount } from '../accounts.js';
import { pipedream } from '../app.js';
import { connectPath } from '../connect-path.js';
import { AppSlug } from './request-send.js';

export const RunActionInput = z.object({
  appSlug: AppSlug,
  /** The component key of a prebuilt action, e.g. `slack-send-message`. */
  actionId: z.string().trim().regex(/^[a-z0-9_]+(?:-[a-z0-9_]+)+$/, 'An action id looks like slack-send-message').describe('Action'),
  configuredProps: configuredProps(z.record(z.string(), z.unknown()).default({}).describe('Configured properties')),
});
export type RunActionInput = z.infer<typeof RunActionInput>;

/** What the action exported (`$.export`) and returned. */
export const RunActionOutput = z.object({ exports: z.record(z.string(), z.unknown()), ret: z.unknown() });
export type RunActionOutput = z.infer<typeof RunActionOutput>;

export const pipedreamRunAction = defineAction({
  app: pipedream,
  id: 'actions.run',
  displayName: 'Run an action',
  description: 'Runs a prebuilt Pipedream action (for example sending a message) with the workspace’s connected account of the app.',
  categories: ['Alerts & Tasks'],
  // An action may send or create and nothing keys it, so it runs once.
  mutates: true,
  input: RunActionInput,
  output: RunActionOutput,
  async run({ input, http, settings, workspaceId }) {
    const { externalUserId, accountId } = await workspaceAccount(http, settings, workspaceId, input.appSlug);
    // The app prop of a component is named after the app; it points at the connected account.
    const props = { ...input.configuredProps, [input.appSlug]: { authProvisionId: accountId } };
    const response = await http.post<{ exports?: Record<string, unknown>; ret?: unknown }>(connectPath(settings, '/actions/run'), {
      body: { type: 'json', data: { id: input.actionId, external_user_id: externalUserId, configured_props: props } },
      responseType: 'json',
    });
    return { exports: response.body.exports ?? {}, ret: response.body.ret ?? null };
  },
});
