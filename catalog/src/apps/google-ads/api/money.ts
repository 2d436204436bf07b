/** 1 currency unit = 1,000,000 micros. */
export const MICROS_PER_UNIT = 1_000_000;

/** Whole units (2.5) → micros (2500000), rounded to the cent as the API wants (multiples of 10,000). */
export const unitsToMicros = (units: number): number => Math.round(units * 100) * 10_000;

/** Micros (a number or the API's int64 string) → units. */
export const microsToUnits = (micros: number | string | undefined): number => Number(micros ?? 0) / MICROS_PER_UNIT;
