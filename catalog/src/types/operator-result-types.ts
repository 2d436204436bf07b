import type { PathSegment } from '../flow/expression.js';
import type { OperatorName } from '../flow/operator-names.js';
import { t, type DataType } from './data-type.js';
import { typeAtPath, typeAtSegment } from './path-type.js';
import { elementOf, stripOptional } from './type-parts.js';
import { unionOf } from './union-of.js';

/** What an operator's result type may depend on: its params' types, and the values of literal params. */
export interface OperatorParams {
  types: readonly DataType[];
  /** The value of param `index` when it is a literal, else undefined. */
  literal(index: number): unknown;
}

type ResultType = (params: OperatorParams) => DataType;

const param = ({ types }: OperatorParams, index: number): DataType => stripOptional(types[index] ?? t.unknown());
const isInt = (type: DataType) => stripOptional(type).kind === 'Int';

const always = (type: () => DataType): ResultType => () => type();
const boolean = always(t.boolean);
const text = always(t.string);
const int = always(t.int);
const float = always(t.float);
const date = always(t.dateTime);

/** Whole numbers stay whole through add, subtract, multiply and modulo. */
const arithmetic: ResultType = ({ types }) => (types.every(isInt) ? t.int() : t.float());
const listOfFirst: ResultType = (params) => t.array(elementOf(param(params, 0)));
const itemOfFirst: ResultType = (params) => t.optional(elementOf(param(params, 0)));

/** `min` / `max` take numbers, or one list of numbers (null when it is empty). */
const extreme: ResultType = (params) => {
  const [only] = params.types;
  if (params.types.length === 1 && only && stripOptional(only).kind !== 'Int' && stripOptional(only).kind !== 'Float') {
    return t.optional(arithmetic({ ...params, types: [elementOf(only)] }));
  }
  return arithmetic(params);
};

/** Literal path params from `from` on (lists of segments spread); undefined when one is not literal. */
function literalPath(params: OperatorParams, from: number): PathSegment[] | undefined {
  const path: PathSegment[] = [];
  for (let i = from; i < params.types.length; i++) {
    const value = params.literal(i);
    const segments = Array.isArray(value) ? value : [value];
    if (!segments.every((s) => typeof s === 'string' || (typeof s === 'number' && Number.isInteger(s)))) return undefined;
    path.push(...(segments as PathSegment[]));
  }
  return path;
}

/** The type at a literal path, null where it cannot exist, Unknown when the path is computed. */
function atPath(type: DataType, path: PathSegment[] | undefined): DataType {
  if (!path) return t.unknown();
  const found = typeAtPath(type, path);
  return 'type' in found ? found.type : t.optional(t.unknown());
}

function fieldTypes(type: DataType): DataType {
  const object = stripOptional(type);
  if (object.kind === 'Object') return unionOf(Object.values(object.fields).map((field) => field.type));
  return object.kind === 'Record' ? object.value : t.unknown();
}

const objectOf = (params: OperatorParams, index: number) => {
  const type = param(params, index);
  return type.kind === 'Object' ? type : undefined;
};

/** `pick` / `omit`: an object keeps (or drops) the named fields when their names are literal. */
function selectFields(keep: boolean): ResultType {
  return (params) => {
    const source = objectOf(params, 0);
    const names = literalPath(params, 1);
    if (!source || !names) return t.record(fieldTypes(param(params, 0)));
    const chosen = new Set(names.map(String));
    return t.object(Object.fromEntries(Object.entries(source.fields).filter(([name]) => chosen.has(name) === keep)));
  };
}

const merge: ResultType = (params) => {
  const parts = params.types.map((type) => stripOptional(type));
  if (!parts.every((part) => part.kind === 'Object')) return t.record(unionOf(parts.map(fieldTypes)));
  return t.object(Object.assign({}, ...parts.map((part) => part.fields)));
};

/** `set`: a literal top-level key gets the value's type (a deeper path makes that field Unknown). */
const set: ResultType = (params) => {
  const source = objectOf(params, 0);
  const path = literalPath({ ...params, types: params.types.slice(0, -1) }, 1);
  const [key] = path ?? [];
  if (!source || key === undefined) return t.record(t.unknown());
  const value = path?.length === 1 ? (params.types.at(-1) ?? t.unknown()) : t.unknown();
  return t.object({ ...source.fields, [String(key)]: { type: value, optional: false } });
};

const fromEntries: ResultType = (params) => {
  const value = typeAtSegment(elementOf(param(params, 0)), 'value');
  return t.record(value ? stripOptional(value) : t.unknown());
};

const valueKinds = ['Null', 'Number', 'Text', 'Boolean', 'List', 'Object', 'Date'];

/** The result type of every operator of the fixed set (docs/flow-language.md § Operators). */
export const operatorResultTypes: Record<OperatorName, ResultType> = {
  and: boolean,
  or: boolean,
  not: boolean,
  if: (params) => unionOf([params.types[1] ?? t.unknown(), params.types[2] ?? t.unknown()]),
  coalesce: ({ types }) => {
    const present = unionOf(types.map(stripOptional));
    return types.every((type) => type.kind === 'NullishOptional') ? t.optional(present) : present;
  },

  eq: boolean,
  ne: boolean,
  lt: boolean,
  lte: boolean,
  gt: boolean,
  gte: boolean,
  in: boolean,
  contains: boolean,
  startsWith: boolean,
  endsWith: boolean,
  matches: boolean,
  isEmpty: boolean,
  isNotEmpty: boolean,
  isNull: boolean,

  add: arithmetic,
  subtract: arithmetic,
  multiply: arithmetic,
  modulo: arithmetic,
  divide: float,
  power: float,
  round: (params) => (params.types.length < 2 || params.literal(1) === 0 ? t.int() : t.float()),
  floor: int,
  ceil: int,
  abs: (params) => arithmetic({ ...params, types: params.types.slice(0, 1) }),
  min: extreme,
  max: extreme,
  sum: (params) => (isInt(elementOf(param(params, 0))) ? t.int() : t.float()),
  average: () => t.optional(t.float()),
  microsToUnits: float,
  unitsToMicros: int,

  concat: text,
  lower: text,
  upper: text,
  trim: text,
  replace: text,
  split: () => t.array(t.string()),
  join: text,
  substring: text,
  length: int,
  padStart: text,
  toText: text,

  list: ({ types }) => t.array(unionOf(types)),
  at: itemOfFirst,
  first: itemOfFirst,
  last: itemOfFirst,
  slice: listOfFirst,
  flatten: (params) => {
    const element = elementOf(param(params, 0));
    const inner = stripOptional(element);
    return t.array(inner.kind === 'Array' || inner.kind === 'Tuple' ? elementOf(inner) : element);
  },
  unique: listOfFirst,
  reverse: listOfFirst,
  pluck: (params) => t.array(t.optional(atPath(elementOf(param(params, 0)), literalPath(params, 1)))),
  compact: (params) => t.array(stripOptional(elementOf(param(params, 0)))),
  count: int,
  range: (params) => t.array(arithmetic(params)),
  append: (params) => t.array(unionOf([elementOf(param(params, 0)), ...params.types.slice(1)])),
  concatLists: ({ types }) => t.array(unionOf(types.map(elementOf))),

  get: (params) => atPath(param(params, 0), literalPath(params, 1)),
  keys: () => t.array(t.string()),
  values: (params) => t.array(fieldTypes(param(params, 0))),
  entries: (params) => t.array(t.required({ key: t.string(), value: fieldTypes(param(params, 0)) })),
  fromEntries,
  merge,
  pick: selectFields(true),
  omit: selectFields(false),
  set,

  now: date,
  parseDate: date,
  formatDate: text,
  addDuration: date,
  subtractDuration: date,
  diff: float,
  startOf: date,
  endOf: date,
  timeframe: () => t.required({ start: t.dateTime(), end: t.dateTime() }),

  toNumber: (params) => (isInt(param(params, 0)) ? t.int() : t.float()),
  toInteger: int,
  toBoolean: boolean,
  toDate: date,
  parseJson: always(t.unknown),
  toJson: text,
  typeOf: () => t.string(valueKinds),
};
