import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Google Sheets API', version: 'v4', retires: null, schedule: 'Google publishes no retirement date for v4' };
