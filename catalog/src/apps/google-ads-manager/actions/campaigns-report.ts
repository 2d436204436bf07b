import { campaignsReport } from '../../google-ads/index.js';
import { defineManagerReport } from '../manager-report.js';

export const managerCampaignsReport = defineManagerReport(
  'campaigns.report',
  campaignsReport,
  'Campaigns of every linked account with channel, bidding, daily budget and metrics over a period; money in whole currency units.',
);
