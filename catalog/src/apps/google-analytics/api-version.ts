import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = {
  api: 'Google Analytics Data API and Admin API',
  version: 'v1beta',
  retires: null,
  schedule: 'Google publishes no retirement date for v1beta of either API',
};
