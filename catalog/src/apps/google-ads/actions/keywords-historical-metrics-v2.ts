import { historicalMetricsAction } from '../planning/keyword-planning.js';

export const keywordHistoricalMetricsV2 = historicalMetricsAction('keywords.historicalMetricsV2');
