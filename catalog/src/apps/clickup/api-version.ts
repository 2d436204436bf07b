import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'ClickUp API', version: 'v2', retires: null, schedule: 'ClickUp publishes no retirement date for v2' };
