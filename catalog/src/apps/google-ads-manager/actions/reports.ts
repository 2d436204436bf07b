import { changeHistoryReport } from '../../google-ads/reports/change-history-report.js';
import { customReport } from '../../google-ads/reports/custom-report.js';
import { campaignsReport, customersReport } from '../../google-ads/reports/entity-reports.js';
import { defineManagerReport } from './manager-report.js';

export const managerCampaignsReport = defineManagerReport(
  'campaigns.report',
  campaignsReport,
  'Campaigns of every linked account with channel, bidding, daily budget and metrics over a period; money in whole currency units.',
);

export const managerCustomersReport = defineManagerReport('customers.report', customersReport, 'Every linked account with its name, currency, time zone and metrics over a period.');

export const managerCustomReport = defineManagerReport(
  'reports.custom',
  customReport,
  'Runs a Google Ads Query Language (GAQL) query on every linked account; rows as the API gives them (money in micros).',
);

export const managerChangeHistoryReport = defineManagerReport(
  'changeHistory.report',
  changeHistoryReport,
  'Who changed what and when in every linked account: the newest 10,000 changes each of a period that starts within the last 30 days, optionally of one user.',
);
