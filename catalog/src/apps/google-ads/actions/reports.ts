import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { changeHistoryReport } from '../reports/change-history-report.js';
import { customReport } from '../reports/custom-report.js';
import { adGroupAdsReport, assetGroupsReport, campaignsReport, customersReport } from '../reports/entity-reports.js';
import { keywordsReport, placementsReport, productsReport, searchTermsReport } from '../reports/performance-reports.js';

/** The reports of a Google Ads account (one GAQL query each, every batch of the stream read). */
export const googleAdsReports = [
  defineAdsReport(googleAds, adGroupAdsReport, adsAccountOf),
  defineAdsReport(googleAds, assetGroupsReport, adsAccountOf),
  defineAdsReport(googleAds, keywordsReport, adsAccountOf),
  defineAdsReport(googleAds, searchTermsReport, adsAccountOf),
  defineAdsReport(googleAds, placementsReport, adsAccountOf),
  defineAdsReport(googleAds, productsReport, adsAccountOf),
  defineAdsReport(googleAds, campaignsReport, adsAccountOf),
  defineAdsReport(googleAds, customersReport, adsAccountOf),
  defineAdsReport(googleAds, customReport, adsAccountOf),
  defineAdsReport(googleAds, changeHistoryReport, adsAccountOf),
];
