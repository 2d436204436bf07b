import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Mailchimp Marketing API', version: '3.0', retires: null, schedule: 'Mailchimp publishes no retirement date for 3.0' };
