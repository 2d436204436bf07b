import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Pipedream Connect API', version: 'v1', retires: null, schedule: 'Pipedream publishes no retirement date for v1' };
