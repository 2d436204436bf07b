import { forecastAction } from '../planning/campaign-forecast.js';

export const campaignForecastV2 = forecastAction('campaigns.forecastV2');
