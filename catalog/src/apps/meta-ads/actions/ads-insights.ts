import { insightsV1 } from '../insights.js';

export const metaAdInsights = insightsV1('ads.insights');
