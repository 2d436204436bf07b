/** Money of an action version: in micros (older actions) or whole currency units (newer ones). */
export type MoneyUnit = 'micros' | 'units';

export const UNITS_REASON = 'The newer version reads and writes money in whole currency units instead of micros.';

/** How descriptions name the money of a version. */
export const moneyWords = (unit: MoneyUnit): string => (unit === 'units' ? 'whole currency units' : 'micros');

/** The money of an action that exists twice: `<id>V2` in whole units, `<id>` in micros. */
export const unitOf = (id: string): MoneyUnit => (id.endsWith('V2') ? 'units' : 'micros');

/**
 * The id, display name and replacement pointer of an action that exists twice: the older one in
 * micros (`<id>`, replaced) and the newer one in whole units (`<id>V2`).
 */
export function versioned(id: string, name: string) {
  return unitOf(id) === 'units' ? { id, displayName: name } : { id, displayName: `${name} (micros)`, replacedBy: { actionId: `${id}V2`, reason: UNITS_REASON } };
}
