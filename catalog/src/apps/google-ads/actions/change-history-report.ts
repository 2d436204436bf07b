import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { changeHistoryReport } from '../reports/change-history-report.js';

export const googleAdsChangeHistoryReport = defineAdsReport(googleAds, 'changeHistory.report', changeHistoryReport, adsAccountOf);
