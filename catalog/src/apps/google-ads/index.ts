import { appWithActions } from '../../sdk/index.js';
import { campaignForecast, campaignForecastV2 } from './actions/campaign-forecast.js';
import { keywordHistoricalMetrics, keywordHistoricalMetricsV2, keywordIdeas, keywordIdeasV2 } from './actions/keyword-planning.js';
import { googleAdsReports } from './actions/reports.js';
import { googleAds } from './app.js';

export * from './app.js';

/** Google Ads: reports, keyword planning and changes of one account. */
export const googleAdsApp = appWithActions(googleAds, [
  ...googleAdsReports,
  keywordHistoricalMetrics,
  keywordHistoricalMetricsV2,
  keywordIdeas,
  keywordIdeasV2,
  campaignForecast,
  campaignForecastV2,
]);
