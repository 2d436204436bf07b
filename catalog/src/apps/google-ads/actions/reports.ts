import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { changeHistoryReport } from '../reports/change-history-report.js';
import { customReport } from '../reports/custom-report.js';
import { adGroupAdsReport, assetGroupsReport, campaignsReport, customersReport } from '../reports/entity-reports.js';
import { keywordsReport, placementsReport, productsReport, searchTermsReport } from '../reports/performance-reports.js';

export const googleAdsAdGroupAdsReport = defineAdsReport(googleAds, 'adGroupAds.report', adGroupAdsReport, adsAccountOf);

export const googleAdsAssetGroupsReport = defineAdsReport(googleAds, 'assetGroups.report', assetGroupsReport, adsAccountOf);

export const googleAdsKeywordsReport = defineAdsReport(googleAds, 'keywords.report', keywordsReport, adsAccountOf);

export const googleAdsSearchTermsReport = defineAdsReport(googleAds, 'searchTerms.report', searchTermsReport, adsAccountOf);

export const googleAdsPlacementsReport = defineAdsReport(googleAds, 'placements.report', placementsReport, adsAccountOf);

export const googleAdsProductsReport = defineAdsReport(googleAds, 'products.report', productsReport, adsAccountOf);

export const googleAdsCampaignsReport = defineAdsReport(googleAds, 'campaigns.report', campaignsReport, adsAccountOf);

export const googleAdsCustomersReport = defineAdsReport(googleAds, 'customers.report', customersReport, adsAccountOf);

export const googleAdsCustomReport = defineAdsReport(googleAds, 'reports.custom', customReport, adsAccountOf);

export const googleAdsChangeHistoryReport = defineAdsReport(googleAds, 'changeHistory.report', changeHistoryReport, adsAccountOf);
