import type { PathSegment } from '../../flow/expression.js';
import { paramTypeError } from './expect-param.js';
import type { Params } from './params.js';

const isSegment = (value: unknown): value is PathSegment => typeof value === 'string' || Number.isInteger(value);

/**
 * The path segments in the params `from` up to `to` (exclusive): texts or whole numbers.
 * A list param stands for its items, so `get(o, "a", "b")` and `get(o, ["a", "b"])` agree.
 */
export function pathParams(params: Params, from: number, to = params.length): PathSegment[] {
  return params.rest(from).slice(0, to - from).flatMap((param, i) => {
    const segments: unknown[] = Array.isArray(param) ? param : [param];
    const wrong = segments.find((segment) => !isSegment(segment));
    if (wrong !== undefined) throw paramTypeError(params.operator, from + i, 'Text or whole Number', wrong);
    return segments as PathSegment[];
  });
}
