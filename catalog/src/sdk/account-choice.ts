import { z } from 'zod';

/**
 * Which ad account an action uses: the account in the workspace's connection
 * settings, or another account of the same connection given by id.
 */
export const AccountChoice = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('Use Workspace Settings') }),
  z.object({ mode: z.literal('Use a custom account'), accountId: z.string().trim().min(1) }),
]);
export type AccountChoice = z.infer<typeof AccountChoice>;

/** The account id an action should use: the custom one, or the workspace's. */
export function resolveAccountId(choice: AccountChoice | undefined, workspaceAccountId: string): string {
  return choice?.mode === 'Use a custom account' ? choice.accountId : workspaceAccountId;
}
