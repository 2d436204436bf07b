import { z } from 'zod';

/** Ids of platform entities: 26-character sortable ids (ULID, Crockford base32). */
export const Ulid = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Invalid id');

/** Digits only. */
export const NumericString = z.string().regex(/^\d+$/, 'Value must be a numeric string');

/** A JSON pointer (RFC 6901) starts with `/`. The empty pointer is the whole document. */
export const JsonPointer = z.string().refine((s) => s === '' || s.startsWith('/'), 'Invalid JsonPointer');

/** Text that must parse as JSON. */
export const JsonText = z.string().refine((s) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}, 'Invalid JSON');

/** A step name: unique in the whole step tree, usable as a reference root. */
export const StepName = z
  .string()
  .max(64, 'A step name has at most 64 characters')
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'A step name starts with a letter or _ and has only letters, digits and _');

/** Reference roots that are not step names. */
export const reservedRoots = ['trigger', 'item', 'index', 'vars', 'run'] as const;

/** The path of keys and indexes a JSON pointer names (digits become indexes). */
export function fromJsonPointer(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
}

/** Builds a JSON pointer from a path of keys and indexes (RFC 6901 escaping). */
export function toJsonPointer(path: readonly PropertyKey[]): string {
  return path.map((key) => '/' + String(key).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
