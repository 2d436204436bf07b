import type { PathSegment } from '../flow/expression.js';
import { notImplemented, t, type DataType } from './data-type.js';
import { unionOf } from './union-of.js';

/** Where a path leads in a type; `missing` when it cannot exist (it yields null at run time). */
export type PathType = { type: DataType } | { missing: { index: number; parent: DataType } };

export function typeAtPath(type: DataType, path: readonly PathSegment[]): PathType {
  let current = type;
  for (const [index, segment] of path.entries()) {
    const next = typeAtSegment(current, segment);
    if (!next) return { missing: { index, parent: current } };
    current = next;
  }
  return { type: current };
}

/** Mirrors the run-time `resolvePath`: lists take indexes ≥ 0 (also as digit texts), objects keys. */
export function typeAtSegment(type: DataType, segment: PathSegment): DataType | undefined {
  switch (type.kind) {
    case 'Unknown':
      return type;
    case 'NullishOptional': {
      const inner = typeAtSegment(type.inner, segment);
      return inner && t.optional(inner);
    }
    case 'Object': {
      const field = Object.hasOwn(type.fields, String(segment)) ? type.fields[String(segment)] : undefined;
      return field && (field.optional ? t.optional(field.type) : field.type);
    }
    case 'Record':
      return t.optional(type.value);
    case 'Array':
      return listIndex(segment) === undefined ? undefined : t.optional(type.element);
    case 'Tuple': {
      const index = listIndex(segment);
      return index === undefined ? undefined : type.options[index];
    }
    case 'Union':
      return acrossOptions(type.options, segment);
    case 'DiscriminatedUnion':
      return acrossOptions(Object.values(type.options), segment);
    case 'Int':
    case 'Float':
    case 'Boolean':
    case 'String':
    case 'DateTime':
    case 'Recurrence':
      return undefined;
    default:
      return notImplemented(type);
  }
}

function listIndex(segment: PathSegment): number | undefined {
  const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : Number.NaN;
  return Number.isInteger(index) && index >= 0 ? index : undefined;
}

/** A path into a union exists when it exists in some option; null where it does not. */
function acrossOptions(options: readonly DataType[], segment: PathSegment): DataType | undefined {
  const found = options.map((option) => typeAtSegment(option, segment));
  const present = found.filter((type): type is DataType => type !== undefined);
  if (present.length === 0) return undefined;
  const union = unionOf(present);
  return present.length < found.length ? t.optional(union) : union;
}
