import { insightsV2 } from '../insights.js';

export const metaCampaignInsightsV2 = insightsV2('campaigns.insightsV2');
