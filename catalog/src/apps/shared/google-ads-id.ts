import { z } from 'zod';

export const GOOGLE_ADS_ID_MESSAGE = 'Please provide a valid Google Ads ID';

/** A Google Ads customer id: 10 digits or 3-3-4 with dashes, surrounding spaces allowed; dashes stripped. */
export const GoogleAdsId = z
  .string({ error: GOOGLE_ADS_ID_MESSAGE })
  .trim()
  .regex(/^(\d{10}|\d{3}-\d{3}-\d{4})$/, GOOGLE_ADS_ID_MESSAGE)
  .transform((id) => id.replaceAll('-', ''));
export type GoogleAdsId = z.infer<typeof GoogleAdsId>;

/** An optional Google Ads id (manager account): an empty or blank value counts as absent. */
export const OptionalGoogleAdsId = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  GoogleAdsId.optional(),
);
export type OptionalGoogleAdsId = z.infer<typeof OptionalGoogleAdsId>;
