import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = {
  api: 'WooCommerce REST API',
  version: 'wc/v3',
  retires: null,
  schedule: 'WooCommerce publishes no retirement date for wc/v3 (the GTIN field needs WooCommerce 9.2 or newer)',
};
