import type { ApiVersionPin } from '../shared/api-version.js';

/** The Marketing API (Graph API) version of every request: `https://graph.facebook.com/<version>`. */
export const META_API_VERSION = 'v26.0' as const;

export const apiVersion: ApiVersionPin = {
  api: 'Meta Marketing API',
  version: META_API_VERSION,
  retires: null,
  schedule: "Meta's Marketing API version table lists v26.0 (released 2026-07-29) with its expiration date still to be announced",
};
