import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = {
  api: 'Merchant API (accounts, products, reports, issueresolution)',
  version: 'v1',
  retires: null,
  schedule: 'Google publishes no retirement date for Merchant API v1',
};
