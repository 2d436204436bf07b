/**
 * `value` × 10^`digits`, shifted in its decimal form so that 1.005 × 10² is exactly 100.5
 * (multiplying gives 100.49999999999999).
 */
export function shiftDecimal(value: number, digits: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + digits}`);
}

/** Rounds to `digits` decimals (negative: tens, hundreds...), halves away from zero, as people round money. */
export function roundDecimal(value: number, digits = 0): number {
  const shifted = shiftDecimal(Math.abs(value), digits);
  // So large that a double holds no such decimals: shifting back and forth would only add noise.
  if (!Number.isFinite(shifted) || shifted >= Number.MAX_SAFE_INTEGER) return value;
  return Math.sign(value) * shiftDecimal(Math.round(shifted), -digits) || 0; // `|| 0`: no -0
}
