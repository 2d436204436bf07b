import type { ApiVersionPin } from '../shared/api-version.js';
import { GOOGLE_ADS_API_VERSION } from '../shared/index.js';

/** Google projects each major version's sunset a year after its release (2026 release schedule). */
export const apiVersion: ApiVersionPin = {
  api: 'Google Ads API',
  version: GOOGLE_ADS_API_VERSION,
  retires: '2027-05-01',
  schedule: 'Google Ads developer blog, 2025-09-04 (2026 release schedule): v24 sunset projected for May 2027; the first of May is assumed until Google announces the day',
};
