import { z } from 'zod';
import { MetricsPeriod } from '../metrics-period.js';
import { NumericId, placementInsights } from '../placement-insights.js';

export const AdPlacementInsightsInput = z.object({ adId: NumericId.describe('Ad ID'), metricsPeriod: MetricsPeriod });
export type AdPlacementInsightsInput = z.infer<typeof AdPlacementInsightsInput>;

export const metaAdPlacementInsights = placementInsights('ads.placementInsights', AdPlacementInsightsInput, (input) => input.adId);
