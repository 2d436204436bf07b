import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Mailgun API', version: 'v3 (messages), v4 (domains)', retires: null, schedule: 'Mailgun publishes no retirement date for v3 or v4' };
