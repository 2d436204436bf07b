import { DateTime } from 'luxon';
import { ExpressionError } from '../expression-error.js';
import { valueKind, type ValueKind } from '../value-kind.js';

/** Reads an operator's params with the checks and messages of flow-language.md § Operators. */
export class Params {
  constructor(
    readonly operator: string,
    readonly values: readonly unknown[],
  ) {}

  get length(): number {
    return this.values.length;
  }

  fail(message: string, position?: number): never {
    throw new ExpressionError(`${this.operator}: ${message}`, this.operator, position);
  }

  /** Param counts: exactly `min` when `max` is omitted; `max` Infinity for "at least". */
  count(min: number, max = min): this {
    const n = this.values.length;
    if (n >= min && n <= max) return this;
    if (max === Infinity) this.fail(`expects at least ${min} parameter${min === 1 ? '' : 's'}, got ${n}`);
    if (min === max) this.fail(`expects ${min} parameter${min === 1 ? '' : 's'}, got ${n}`);
    this.fail(`expects ${min} to ${max} parameters, got ${n}`);
  }

  raw(index: number): unknown {
    const value = this.values[index];
    return value === undefined ? null : value;
  }

  has(index: number): boolean {
    return this.raw(index) !== null;
  }

  typeError(index: number, expected: string): never {
    this.fail(`parameter ${index + 1} must be a ${expected}, got ${valueKind(this.raw(index))}`, index + 1);
  }

  private kind<T>(index: number, kind: ValueKind, test: (v: unknown) => v is T): T {
    const value = this.raw(index);
    if (!test(value)) this.typeError(index, kind);
    return value;
  }

  number(index: number): number {
    const value = this.kind(index, 'Number', (v): v is number => typeof v === 'number');
    if (!Number.isFinite(value)) this.fail(`parameter ${index + 1} must be a finite Number`, index + 1);
    return value;
  }

  integer(index: number): number {
    const value = this.number(index);
    if (!Number.isInteger(value)) this.fail(`parameter ${index + 1} must be a whole Number, got ${value}`, index + 1);
    return value;
  }

  text(index: number): string {
    return this.kind(index, 'Text', (v): v is string => typeof v === 'string');
  }

  boolean(index: number): boolean {
    return this.kind(index, 'Boolean', (v): v is boolean => typeof v === 'boolean');
  }

  list(index: number): unknown[] {
    return this.kind(index, 'List', (v): v is unknown[] => Array.isArray(v));
  }

  numbers(index: number): number[] {
    return this.list(index).map((value, i) => {
      if (typeof value !== 'number') this.fail(`parameter ${index + 1} must be a List of Numbers, item ${i + 1} is ${valueKind(value)}`, index + 1);
      return value;
    });
  }

  object(index: number): Record<string, unknown> {
    return this.kind(index, 'Object', (v): v is Record<string, unknown> => valueKind(v) === 'Object');
  }

  /** A date: an ISO-8601 text (or a luxon DateTime made by another operator), in UTC unless `zone`. */
  date(index: number, zone = 'utc'): DateTime {
    const value = this.raw(index);
    if (typeof value !== 'string') this.typeError(index, 'Date');
    const date = DateTime.fromISO(value, { zone: 'utc', setZone: false }).setZone(zone);
    if (!date.isValid) this.fail(`parameter ${index + 1} must be a Date, got Text "${value}"`, index + 1);
    return date;
  }

  /** The rest of the params from `index`, or a single list param spread out (`min(list)` and `min(a, b)`). */
  spread(index: number): unknown[] {
    const rest = this.values.slice(index);
    return rest.length === 1 && Array.isArray(rest[0]) ? rest[0] : rest;
  }
}

export const p = (operator: string, values: readonly unknown[]) => new Params(operator, values);
