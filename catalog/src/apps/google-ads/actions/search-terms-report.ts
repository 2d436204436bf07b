import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { searchTermsReport } from '../reports/performance-reports.js';

export const googleAdsSearchTermsReport = defineAdsReport(googleAds, 'searchTerms.report', searchTermsReport, adsAccountOf);
