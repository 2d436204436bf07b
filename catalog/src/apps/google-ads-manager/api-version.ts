import type { ApiVersionPin } from '../shared/api-version.js';
import { apiVersion as googleAds } from '../google-ads/api-version.js';

/** The manager account's reports run the Google Ads actions: the same version. */
export const apiVersion: ApiVersionPin = googleAds;
