import type { Expression } from '../flow/expression.js';
import type { UtilityId } from '../flow/utility-ids.js';
import { utilitySpecs } from '../utilities/utility-specs.js';
import type { VariableValueType } from '../utilities/variable.js';
import { t, type DataType } from './data-type.js';
import { outputTypeOf } from './from-zod.js';
import { elementOf } from './type-parts.js';

/** The input a per-item input of a list utility iterates: `list`, except for join's keys. */
export function perItemSource(utility: UtilityId, key: string): string {
  if (utility === 'join') return key === 'leftKey' ? 'left' : 'right';
  return 'list';
}

const variableTypes: Record<VariableValueType, () => DataType> = {
  text: t.string,
  number: t.float,
  boolean: t.boolean,
  date: t.dateTime,
  list: () => t.array(t.unknown()),
  object: () => t.record(t.unknown()),
};

/** The type a `variable` step declares with a literal `valueType`, else Unknown. */
export function declaredVariableType(input: Readonly<Record<string, Expression>>): DataType {
  const declared = input['valueType'];
  const name = declared?.type === 'literal' ? declared.value : undefined;
  return typeof name === 'string' && Object.hasOwn(variableTypes, name) ? variableTypes[name as VariableValueType]() : t.unknown();
}

/**
 * A utility's output, refined from its spec by the types of its inputs (`inputs`: inferred, per-item
 * ones with `item` bound): filter, sort and limit keep the list's element type, transform lists the
 * mapping's type, find yields an element or null, group and join keep their items' types.
 */
export function utilityOutputType(utility: UtilityId, input: Readonly<Record<string, Expression>>, inputs: ReadonlyMap<string, DataType>): DataType {
  const typeOf = (key: string) => inputs.get(key) ?? t.unknown();
  const sameList = () => (inputs.has('list') ? t.array(elementOf(typeOf('list'))) : outputTypeOf(utilitySpecs[utility].output));
  switch (utility) {
    case 'filter':
    case 'sort':
    case 'limit':
      return sameList();
    case 'transform':
      return t.array(typeOf('mapping'));
    case 'find':
      return t.optional(elementOf(typeOf('list')));
    case 'group':
      return t.array(t.required({ key: typeOf('by'), items: t.array(elementOf(typeOf('list'))) }));
    case 'join': {
      const mode = input['mode'];
      const right = elementOf(typeOf('right'));
      const innerJoin = mode === undefined || (mode.type === 'literal' && mode.value === 'inner');
      return t.array(t.required({ left: elementOf(typeOf('left')), right: innerJoin ? right : t.optional(right) }));
    }
    case 'variable': {
      const declared = declaredVariableType(input);
      return declared.kind === 'Unknown' ? typeOf('value') : declared;
    }
    case 'variableV1':
      return typeOf('value');
    default:
      return outputTypeOf(utilitySpecs[utility].output);
  }
}
