import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Any HTTP endpoint', version: 'none', retires: null, schedule: 'No vendor API: the user names the URL' };
