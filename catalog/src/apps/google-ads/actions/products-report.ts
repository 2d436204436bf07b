import { adsAccountOf, googleAds } from '../app.js';
import { defineAdsReport } from '../reports/ads-report.js';
import { productsReport } from '../reports/performance-reports.js';

export const googleAdsProductsReport = defineAdsReport(googleAds, 'products.report', productsReport, adsAccountOf);
