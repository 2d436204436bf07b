import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = {
  api: 'Search Console API (webmasters and URL inspection)',
  version: 'webmasters/v3, v1',
  retires: null,
  schedule: 'Google publishes no retirement date for either version',
};
