/** An action as the catalogue lists it, as far as replacement goes. */
type Listed = { id: string; displayName: string; replacedBy?: { actionId: string; reason: string } | undefined };

/** The newer action an older one points to, with its display name (its id when the app does not list it) and the reason. */
export function replacementOf(action: Listed | undefined, actions: readonly Listed[] | undefined): { actionId: string; name: string; reason: string } | undefined {
  if (!action?.replacedBy) return undefined;
  const { actionId, reason } = action.replacedBy;
  return { actionId, name: actions?.find((a) => a.id === actionId)?.displayName ?? actionId, reason };
}
