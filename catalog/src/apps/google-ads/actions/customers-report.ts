import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { customersReport } from '../reports/entity-reports.js';

export const googleAdsCustomersReport = defineAdsReport(googleAds, 'customers.report', customersReport, adsAccountOf);
