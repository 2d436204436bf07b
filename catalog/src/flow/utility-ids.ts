/** Utilities evaluated inside the workflow from their input expressions. */
export const pureUtilityIds = ['filter', 'transform', 'find', 'sort', 'group', 'limit', 'join', 'comment', 'variable', 'variableV1'] as const;
/** Utilities that do I/O and so run as activities. */
export const ioUtilityIds = ['notification', 'notificationV1', 'httpRequest', 'download'] as const;
export const utilityIds = [...pureUtilityIds, ...ioUtilityIds] as const;

export type PureUtilityId = (typeof pureUtilityIds)[number];
export type IoUtilityId = (typeof ioUtilityIds)[number];
export type UtilityId = (typeof utilityIds)[number];

/** Deprecated utilities stay readable and point to their replacement. */
export const deprecatedUtilities: Partial<Record<UtilityId, UtilityId>> = {
  variableV1: 'variable',
  notificationV1: 'notification',
};

/** Utilities whose output is also kept as a variable (`["vars", name]`), named by their `name` input. */
export const variableUtilityIds = ['variable', 'variableV1'] as const satisfies readonly PureUtilityId[];

export function setsVariable(id: string): id is (typeof variableUtilityIds)[number] {
  return (variableUtilityIds as readonly string[]).includes(id);
}

export function isPureUtility(id: string): id is PureUtilityId {
  return (pureUtilityIds as readonly string[]).includes(id);
}
