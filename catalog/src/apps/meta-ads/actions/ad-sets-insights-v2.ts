import { insightsV2 } from '../insights.js';

export const metaAdSetInsightsV2 = insightsV2('adSets.insightsV2');
