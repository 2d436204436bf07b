import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Slack incoming webhooks', version: 'unversioned', retires: null, schedule: 'Incoming webhooks carry no version; Slack publishes no retirement date' };
