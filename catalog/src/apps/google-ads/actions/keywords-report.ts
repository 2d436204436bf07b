import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { keywordsReport } from '../reports/performance-reports.js';

export const googleAdsKeywordsReport = defineAdsReport(googleAds, 'keywords.report', keywordsReport, adsAccountOf);
