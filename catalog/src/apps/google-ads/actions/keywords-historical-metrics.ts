import { historicalMetricsAction } from '../planning/keyword-planning.js';

export const keywordHistoricalMetrics = historicalMetricsAction('keywords.historicalMetrics');
