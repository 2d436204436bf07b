/** Version name at most 48 characters, change notes at most 640. */
export const VERSION_NAME_MAX = 48;
export const CHANGE_NOTES_MAX = 640;

export type Counter = { used: number; max: number; over: boolean; text: string };

export function counter(value: string, max: number): Counter {
  // UTF-16 units, as the API counts them.
  const used = value.length;
  return { used, max, over: used > max, text: `${used}/${max}` };
}

export function versionFormValid(name: string, notes: string): boolean {
  return !counter(name, VERSION_NAME_MAX).over && !counter(notes, CHANGE_NOTES_MAX).over;
}
