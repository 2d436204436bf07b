import type { ApiVersionPin } from '../shared/api-version.js';
import { googleAdsApiVersion as googleAds } from '../google-ads/index.js';

/** The manager account's reports run the Google Ads actions: the same version. */
export const apiVersion: ApiVersionPin = googleAds;
