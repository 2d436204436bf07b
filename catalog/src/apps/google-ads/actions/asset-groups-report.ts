import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { assetGroupsReport } from '../reports/entity-reports.js';

export const googleAdsAssetGroupsReport = defineAdsReport(googleAds, 'assetGroups.report', assetGroupsReport, adsAccountOf);
