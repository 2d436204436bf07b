import { t, type DataType, type DataTypeOf } from './data-type.js';

type Scalar = DataTypeOf<'Int' | 'Float' | 'Boolean' | 'String'>;
type Mergeable = Scalar | DataTypeOf<'Array' | 'Record'>;

const mergeableKinds = new Set<DataType['kind']>(['Int', 'Float', 'Boolean', 'String', 'Array', 'Record']);
const isMergeable = (type: DataType): type is Mergeable => mergeableKinds.has(type.kind);

/**
 * The type of a value that is one of `types`, kept small: nested unions flatten, duplicates go,
 * scalars of one kind merge their known values, Int merges into Float, lists merge into a list of the
 * union of their elements (records likewise), and a possibly-null member makes the whole optional.
 * No types at all, or an Unknown member, give Unknown. Members keep their first order.
 */
export function unionOf(types: readonly DataType[]): DataType {
  const optional = types.some((type) => type.kind === 'NullishOptional');
  const members = types.flatMap(membersOf);
  if (members.some((type) => type.kind === 'Unknown')) return t.unknown();
  const distinct = dedupe(merge(members));
  const [first] = distinct;
  const union = first === undefined ? t.unknown() : distinct.length === 1 ? first : t.union(distinct);
  return optional && first !== undefined ? t.optional(union) : union;
}

/** The members a type contributes; a bare null (optional Unknown) contributes only its optionality. */
function membersOf(type: DataType): DataType[] {
  if (type.kind === 'NullishOptional') return type.inner.kind === 'Unknown' ? [] : membersOf(type.inner);
  return type.kind === 'Union' ? type.options.flatMap(membersOf) : [type];
}

/** Members of one mergeable kind become one member, where the first of them stood. */
function merge(members: readonly DataType[]): DataType[] {
  const hasFloat = members.some((type) => type.kind === 'Float');
  const merged: DataType[] = [];
  const slots = new Map<string, number>();
  for (const member of members) {
    if (!isMergeable(member)) {
      merged.push(member);
      continue;
    }
    const type: Mergeable = member.kind === 'Int' && hasFloat ? { ...member, kind: 'Float' } : member;
    const slot = slots.get(type.kind);
    const previous = slot === undefined ? undefined : merged[slot];
    if (slot === undefined || !previous) {
      slots.set(type.kind, merged.length);
      merged.push(type);
    } else {
      merged[slot] = mergePair(previous as Mergeable, type);
    }
  }
  return merged;
}

function mergePair(a: Mergeable, b: Mergeable): DataType {
  if (a.kind === 'Array' && b.kind === 'Array') return t.array(unionOf([a.element, b.element]));
  if (a.kind === 'Record' && b.kind === 'Record') return t.record(unionOf([a.value, b.value]));
  return mergeValues(a as Scalar, b as Scalar);
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
