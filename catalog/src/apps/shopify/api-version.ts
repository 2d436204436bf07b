import type { ApiVersionPin } from '../shared/api-version.js';
import { SHOPIFY_API_VERSION } from './app.js';

/** Shopify supports each quarterly Admin API version for at least twelve months after its release. */
export const apiVersion: ApiVersionPin = {
  api: 'Shopify Admin GraphQL API',
  version: SHOPIFY_API_VERSION,
  retires: '2027-10-01',
  schedule: "Shopify's API versioning: 2026-10 (released 2026-10-01) is supported until 2027-10-01",
};
