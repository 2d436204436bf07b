import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { campaignsReport } from '../reports/entity-reports.js';

export const googleAdsCampaignsReport = defineAdsReport(googleAds, 'campaigns.report', campaignsReport, adsAccountOf);
