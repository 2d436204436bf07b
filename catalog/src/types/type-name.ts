import { notImplemented, type DataType } from './data-type.js';

/** Names of types built from other types, wrapped in parentheses when nested ("List of (Text or Number)"). */
const compound = new Set<DataType['kind']>(['Union', 'NullishOptional', 'Tuple']);

function nested(type: DataType): string {
  return compound.has(type.kind) ? `(${typeName(type)})` : typeName(type);
}

/** The user-facing name of a type (e.g. 'Whole Number', 'Text', 'List of ...'). */
export function typeName(type: DataType): string {
  switch (type.kind) {
    case 'Unknown':
      return 'Anything';
    case 'NullishOptional':
      return `${nested(type.inner)} (optional)`;
    case 'Int':
      return 'Whole Number';
    case 'Float':
      return 'Number';
    case 'Boolean':
      return 'Boolean';
    case 'String':
      return 'Text';
    case 'DateTime':
      return 'Date';
    case 'Recurrence':
      return 'Recurrence';
    case 'Object':
    case 'DiscriminatedUnion':
      return 'Object';
    case 'Record':
      return `Object of ${nested(type.value)}`;
    case 'Array':
      return `List of ${nested(type.element)}`;
    case 'Tuple':
      return `List (${type.options.map(typeName).join(', ')})`;
    case 'Union':
      return type.options.map(nested).join(' or ');
    default:
      return notImplemented(type);
  }
}
