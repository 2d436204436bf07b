/** What every internal assertion failure says (docs/flow-language.md § Run state). */
export const UNREACHABLE_CODE = 'Unreachable Code Reached';

/**
 * An internal assertion failed: code the types say cannot run did run (data outside the types
 * reached it). The message is the catalogue's one for that case; `unexpected` names what arrived.
 */
export class UnreachableCodeError extends Error {
  override readonly name = 'UnreachableCodeError';
  constructor(
    /** What was not expected, e.g. `step type: teleport`. */
    readonly unexpected: string,
  ) {
    super(UNREACHABLE_CODE);
  }
}

/**
 * Closes a `switch` over a union (a step's `type`, say): once every case is handled the value is
 * `never`, so adding a member to the union makes each unfinished switch a type error here. At run
 * time it is reached only with data outside the types, and says so. Workflow-safe (no I/O).
 */
export function assertNever(value: never, what = 'value'): never {
  const shown = typeof value === 'object' && value !== null && 'type' in value ? String((value as { type: unknown }).type) : String(value);
  throw new UnreachableCodeError(`${what}: ${shown}`);
}
