import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = { api: 'Tandem API (this platform)', version: 'unversioned', retires: null, schedule: 'Our own API (paths under /api): retired only by a change of this repository' };
