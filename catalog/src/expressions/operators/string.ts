import { valueKind } from '../value-kind.js';
import type { OperatorFn } from './operator.js';
import { p } from './params.js';
import { toText } from './to-text.js';

export const string = {
  concat: (v) => v.map(toText).join(''),
  lower: (v) => p('lower', v).count(1).text(0).toLowerCase(),
  upper: (v) => p('upper', v).count(1).text(0).toUpperCase(),
  trim: (v) => p('trim', v).count(1).text(0).trim(),
  replace: (v) => {
    const params = p('replace', v).count(3);
    return params.text(0).split(params.text(1)).join(params.text(2));
  },
  split: (v) => {
    const params = p('split', v).count(2);
    return params.text(0).split(params.text(1));
  },
  join: (v) => {
    const params = p('join', v).count(1, 2);
    return params.list(0).map(toText).join(params.has(1) ? params.text(1) : ',');
  },
  substring: (v) => {
    const params = p('substring', v).count(2, 3);
    return params.text(0).substring(params.integer(1), params.has(2) ? params.integer(2) : undefined);
  },
  length: (v) => {
    const params = p('length', v).count(1);
    const value = params.raw(0);
    if (typeof value === 'string' || Array.isArray(value)) return value.length;
    if (valueKind(value) === 'Object') return Object.keys(value as object).length;
    return params.typeError(0, 'Text, List or Object');
  },
  padStart: (v) => {
    const params = p('padStart', v).count(2, 3);
    return params.text(0).padStart(params.integer(1), params.has(2) ? params.text(2) : ' ');
  },
  toText: (v) => toText(p('toText', v).count(1).raw(0)),
} satisfies Record<string, OperatorFn>;
