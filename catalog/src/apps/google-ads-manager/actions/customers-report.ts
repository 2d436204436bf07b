import { customersReport } from '../../google-ads/index.js';
import { defineManagerReport } from '../manager-report.js';

export const managerCustomersReport = defineManagerReport('customers.report', customersReport, 'Every linked account with its name, currency, time zone and metrics over a period.');
