import { ExpressionError } from '../expression-error.js';
import { valueKind } from '../value-kind.js';
import { expectParam, paramTypeError, type KindValues } from './expect-param.js';

const plural = (n: number) => `${n} parameter${n === 1 ? '' : 's'}`;

/** An operator's params, read with the checks and messages of docs/flow-language.md § Operators. Indexes are 0-based. */
export class Params {
  constructor(
    readonly operator: string,
    private readonly values: readonly unknown[],
  ) {}

  get length(): number {
    return this.values.length;
  }

  fail(message: string, index?: number): never {
    throw new ExpressionError(`${this.operator}: ${message}`, this.operator, index === undefined ? undefined : index + 1);
  }

  typeError(index: number, expected: string): never {
    throw paramTypeError(this.operator, index, expected, this.at(index));
  }

  /** Checks the number of params: exactly `min`, or `min` to `max` (Infinity for "at least `min`"). */
  count(min: number, max = min): this {
    const n = this.values.length;
    if (n >= min && n <= max) return this;
    if (min === max) this.fail(`expects ${plural(min)}, got ${n}`);
    if (max === Infinity) this.fail(`expects at least ${plural(min)}, got ${n}`);
    return this.fail(`expects ${min} to ${max} parameters, got ${n}`);
  }

  /** The param as it is (a missing one is null). */
  at(index: number): unknown {
    return this.values[index] ?? null;
  }

  /** Whether the param is given and not null (how optional params are left out). */
  has(index: number): boolean {
    return this.at(index) !== null;
  }

  /** The params from `index` on. */
  rest(index: number): unknown[] {
    return this.values.slice(index);
  }

  number(index: number): number {
    return this.expect(index, 'Number');
  }

  integer(index: number): number {
    const value = this.number(index);
    if (!Number.isInteger(value)) this.fail(`parameter ${index + 1} must be a whole Number, got ${value}`, index);
    return value;
  }

  text(index: number): string {
    return this.expect(index, 'Text');
  }

  boolean(index: number): boolean {
    return this.expect(index, 'Boolean');
  }

  list(index: number): readonly unknown[] {
    return this.expect(index, 'List');
  }

  object(index: number): Record<string, unknown> {
    return this.expect(index, 'Object');
  }

  /** A list whose items are all numbers. */
  numbers(index: number): number[] {
    return this.list(index).map((item, i) => {
      if (typeof item !== 'number') this.fail(`parameter ${index + 1} must be a List of Numbers, item ${i + 1} is ${valueKind(item)}`, index);
      return item;
    });
  }

  /** A text that must be one of `options`. */
  oneOf<T extends string>(index: number, options: readonly T[]): T {
    const value = this.text(index);
    if (!options.includes(value as T)) this.fail(`parameter ${index + 1} must be one of ${options.join(', ')}, got "${value}"`, index);
    return value as T;
  }

  private expect<K extends keyof KindValues>(index: number, kind: K): KindValues[K] {
    return expectParam(this.operator, this.values, index, kind);
  }
}
