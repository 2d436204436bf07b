import { customReport } from '../../google-ads/index.js';
import { defineManagerReport } from '../manager-report.js';

export const managerCustomReport = defineManagerReport(
  'reports.custom',
  customReport,
  'Runs a Google Ads Query Language (GAQL) query on every linked account; rows as the API gives them (money in micros).',
);
