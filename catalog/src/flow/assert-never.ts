/**
 * Closes a `switch` over a union (a step's `type`, say): once every case is handled the value is
 * `never`, so adding a member to the union makes each unfinished switch a type error here. At run
 * time it is reached only with data outside the types, and says so. Workflow-safe (no I/O).
 */
export function assertNever(value: never, what = 'value'): never {
  const shown = typeof value === 'object' && value !== null && 'type' in value ? String((value as { type: unknown }).type) : String(value);
  throw new Error(`Unexpected ${what}: ${shown}`);
}
