/** The fixed operator set of docs/flow-language.md, by group. The single list every part uses. */
export const operatorGroups = {
  logic: ['and', 'or', 'not', 'if', 'coalesce'],
  relation: [
    'eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'in', 'contains', 'startsWith', 'endsWith', 'matches',
    'isEmpty', 'isNotEmpty', 'isNull',
  ],
  math: [
    'add', 'subtract', 'multiply', 'divide', 'modulo', 'power', 'round', 'floor', 'ceil', 'abs', 'min',
    'max', 'sum', 'average', 'microsToUnits', 'unitsToMicros',
  ],
  string: [
    'concat', 'lower', 'upper', 'trim', 'replace', 'split', 'join', 'substring', 'length', 'padStart',
    'toText',
  ],
  list: [
    'list', 'at', 'first', 'last', 'slice', 'flatten', 'unique', 'reverse', 'pluck', 'compact', 'count',
    'range', 'append', 'concatLists',
  ],
  object: ['get', 'keys', 'values', 'entries', 'fromEntries', 'merge', 'pick', 'omit', 'set'],
  dateTime: [
    'now', 'parseDate', 'formatDate', 'addDuration', 'subtractDuration', 'diff', 'startOf', 'endOf',
    'timeframe',
  ],
  conversion: ['toNumber', 'toInteger', 'toBoolean', 'toDate', 'parseJson', 'toJson', 'typeOf'],
} as const;

export type OperatorGroup = keyof typeof operatorGroups;
export type OperatorName = (typeof operatorGroups)[OperatorGroup][number];

export const operatorNames: readonly OperatorName[] = Object.values(operatorGroups).flat();
