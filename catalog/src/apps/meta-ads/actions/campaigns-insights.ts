import { insightsV1 } from '../insights.js';

export const metaCampaignInsights = insightsV1('campaigns.insights');
