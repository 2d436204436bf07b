import type { PathSegment } from '../flow/expression.js';

/** Follows a path into a value; any missing link yields null (docs/flow-language.md § Expressions). */
export function resolvePath(value: unknown, path: readonly PathSegment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || current === undefined) return null;
    if (Array.isArray(current)) {
      const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : Number.NaN;
      current = Number.isInteger(index) && index >= 0 ? current[index] : undefined;
    } else if (typeof current === 'object') {
      const key = String(segment);
      current = Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : undefined;
    } else {
      return null;
    }
  }
  return current === undefined ? null : current;
}
