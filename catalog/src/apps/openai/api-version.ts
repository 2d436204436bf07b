import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'OpenAI API', version: 'v1', retires: null, schedule: 'OpenAI publishes no retirement date for v1 (models retire on their own schedule)' };
