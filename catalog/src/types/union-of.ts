import { t, type DataType, type DataTypeOf } from './data-type.js';

type Scalar = DataTypeOf<'Int' | 'Float' | 'Boolean' | 'String'>;

const isScalar = (type: DataType): type is Scalar => type.kind === 'Int' || type.kind === 'Float' || type.kind === 'Boolean' || type.kind === 'String';

/**
 * The type of a value that is one of `types`, kept small: nested unions flatten, duplicates go,
 * scalars of one kind merge their known values, Int merges into Float, and a possibly-null member
 * makes the whole optional. No types at all, or an Unknown member, give Unknown.
 */
export function unionOf(types: readonly DataType[]): DataType {
  const optional = types.some((type) => type.kind === 'NullishOptional');
  const members = types.flatMap(membersOf);
  if (members.some((type) => type.kind === 'Unknown')) return t.unknown();
  const distinct = dedupe(mergeScalars(members));
  const [first] = distinct;
  const union = first === undefined ? t.unknown() : distinct.length === 1 ? first : t.union(distinct);
  return optional && first !== undefined ? t.optional(union) : union;
}

/** The members a type contributes; a bare null (optional Unknown) contributes only its optionality. */
function membersOf(type: DataType): DataType[] {
  if (type.kind === 'NullishOptional') return type.inner.kind === 'Unknown' ? [] : membersOf(type.inner);
  return type.kind === 'Union' ? type.options.flatMap(membersOf) : [type];
}

function mergeScalars(members: readonly DataType[]): DataType[] {
  const hasFloat = members.some((type) => type.kind === 'Float');
  const merged = new Map<string, Scalar>();
  const rest: DataType[] = [];
  for (const member of members) {
    if (!isScalar(member)) {
      rest.push(member);
      continue;
    }
    const scalar: Scalar = member.kind === 'Int' && hasFloat ? { ...member, kind: 'Float' } : member;
    const previous = merged.get(scalar.kind);
    merged.set(scalar.kind, previous ? mergeValues(previous, scalar) : scalar);
  }
  return [...merged.values(), ...rest];
}

/** Known values merge; when either side may be any value of its kind, so may the merge. */
function mergeValues(a: Scalar, b: Scalar): Scalar {
  if (!a.values || !b.values) return { kind: a.kind } as Scalar;
  const values = [...new Set<unknown>([...a.values, ...b.values])];
  return { kind: a.kind, values } as Scalar;
}

function dedupe(members: readonly DataType[]): DataType[] {
  const seen = new Map<string, DataType>();
  for (const member of members) seen.set(JSON.stringify(member), member);
  return [...seen.values()];
}
