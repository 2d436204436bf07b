import { changeHistoryReport } from '../../google-ads/index.js';
import { defineManagerReport } from '../manager-report.js';

export const managerChangeHistoryReport = defineManagerReport(
  'changeHistory.report',
  changeHistoryReport,
  'Who changed what and when in every linked account: the newest 10,000 changes each of a period that starts within the last 30 days, optionally of one user.',
);
