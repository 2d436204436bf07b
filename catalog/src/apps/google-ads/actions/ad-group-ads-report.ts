import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { adGroupAdsReport } from '../reports/entity-reports.js';

export const googleAdsAdGroupAdsReport = defineAdsReport(googleAds, 'adGroupAds.report', adGroupAdsReport, adsAccountOf);
