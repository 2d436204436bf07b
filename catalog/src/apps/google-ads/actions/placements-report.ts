import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { placementsReport } from '../reports/performance-reports.js';

export const googleAdsPlacementsReport = defineAdsReport(googleAds, 'placements.report', placementsReport, adsAccountOf);
