import type { ApiVersionPin } from '../shared/api-version.js';
import { KLAVIYO_REVISION } from './app.js';

/** A Klaviyo revision is stable for a year, then deprecated for a year, then retired. */
export const apiVersion: ApiVersionPin = {
  api: 'Klaviyo API (revision header)',
  version: KLAVIYO_REVISION,
  retires: '2027-07-15',
  schedule: 'Klaviyo versioning policy: a revision is retired two years after its release date',
};
