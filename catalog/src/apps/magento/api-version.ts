import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Magento / Adobe Commerce REST API', version: 'V1', retires: null, schedule: 'Adobe publishes no retirement date for REST V1' };
