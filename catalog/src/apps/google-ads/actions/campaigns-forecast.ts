import { forecastAction } from '../planning/campaign-forecast.js';

export const campaignForecast = forecastAction('campaigns.forecast');
