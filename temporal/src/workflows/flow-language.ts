import { evaluate, isPureUtility, parseIsoDuration, runPureUtility } from '@tandem/catalog';
import { typeName, typeOfValue } from '@tandem/catalog/types';
import type { Language } from '../interpreter/effects.js';
import { iterateRefusal } from './iterate-chunking.js';

/** The catalogue's flow language as the interpreter sees it. Workflow-safe: all of it is pure. */
export const flowLanguage: Language & { durationMs(duration: string): number } = {
  evaluate: (expression, scope, now, within) => evaluate(expression, scope, { now, within }),
  runPureUtility: (utility, input, scope, now, within) => {
    if (!isPureUtility(utility)) throw new Error(`${utility} is not a pure utility`);
    return runPureUtility(utility, input, scope, { now, within });
  },
  isPureUtility,
  iterateRefusal,
  typeName: (value) => typeName(typeOfValue(value)),
  durationMs: parseIsoDuration,
};
