/**
 * The vendor API version an app pins and when the vendor retires it. `retires` is the first day
 * the version no longer answers (ISO date), or null where the vendor publishes no retirement date;
 * `schedule` says where the date comes from, or that there is none. Upgrading an app is one change
 * to its own `api-version.ts`.
 */
export interface ApiVersionPin {
  /** The vendor API, e.g. "Google Ads API". */
  api: string;
  /** The version as the requests carry it, e.g. "v24" or "2026-10"; "unversioned" where they carry none. */
  version: string;
  retires: string | null;
  schedule: string;
}

/** Days to warn before a pinned version's end. */
export const API_VERSION_WARNING_DAYS = 60;

const DAY_MS = 86_400_000;

/** Whole days from `today` (an ISO date) until the pin's retirement; null without a retirement date. */
export function daysUntilRetirement(pin: ApiVersionPin, today: string): number | null {
  if (pin.retires === null) return null;
  return Math.round((Date.parse(`${pin.retires}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Whether a pinned version ends within the warning days of `today` (or has ended). */
export function retiresSoon(pin: ApiVersionPin, today: string, warningDays = API_VERSION_WARNING_DAYS): boolean {
  const days = daysUntilRetirement(pin, today);
  return days !== null && days <= warningDays;
}
