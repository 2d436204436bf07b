import { roundDecimal, shiftDecimal } from '../../expressions/operators/decimal.js';

/** 1 currency unit = 1,000,000 micros (the ads APIs' money in raw data). */
export const MICROS_PER_UNIT = 1_000_000;

/** Micros to currency units, exact in decimal (1234567 → 1.234567). Strings of digits (the APIs' int64) are read too. */
export function microsToUnits(micros: number | string): number {
  return shiftDecimal(Number(micros), -6);
}

/** Currency units to whole micros (1.5 → 1500000), rounded half away from zero. */
export function unitsToMicros(units: number): number {
  return roundDecimal(shiftDecimal(units, 6));
}
