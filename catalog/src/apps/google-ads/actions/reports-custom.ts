import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { customReport } from '../reports/custom-report.js';

export const googleAdsCustomReport = defineAdsReport(googleAds, 'reports.custom', customReport, adsAccountOf);
