import { conversion } from './conversion.js';
import { dateTime } from './date-time.js';
import { list } from './list.js';
import { logic } from './logic.js';
import { math } from './math.js';
import { object } from './object.js';
import type { OperatorTable } from './operator.js';
import { relation } from './relation.js';
import { string } from './string.js';

export * from './operator.js';
export { deepEqual } from './deep-equal.js';
export { timeframeSpan } from './timeframe.js';

/** Every operator of the fixed set (docs/flow-language.md § Operators). */
export const operators: OperatorTable = { ...logic, ...relation, ...math, ...string, ...list, ...object, ...dateTime, ...conversion };
