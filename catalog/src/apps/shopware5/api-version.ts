import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Shopware 5 REST API', version: 'unversioned', retires: null, schedule: 'The API carries no version; Shopware publishes no retirement date for it' };
