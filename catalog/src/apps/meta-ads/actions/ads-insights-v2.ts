import { insightsV2 } from '../insights.js';

export const metaAdInsightsV2 = insightsV2('ads.insightsV2');
