import type { ApiVersionPin } from '../shared/api-version.js';

export const apiVersion: ApiVersionPin = {
  api: 'Shopware 6 Admin API',
  version: 'unversioned',
  retires: null,
  schedule: 'The API path carries no version (it follows the shop’s Shopware release); no retirement date is published',
};
