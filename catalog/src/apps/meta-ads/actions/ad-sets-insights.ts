import { insightsV1 } from '../insights.js';

export const metaAdSetInsights = insightsV1('adSets.insights');
