import { z } from 'zod';
import { MetricsPeriod } from '../metrics-period.js';
import { NumericId, placementInsights } from '../placement-insights.js';

export const AdSetPlacementInsightsInput = z.object({ adSetId: NumericId.describe('Ad set ID'), metricsPeriod: MetricsPeriod });
export type AdSetPlacementInsightsInput = z.infer<typeof AdSetPlacementInsightsInput>;

export const metaAdSetPlacementInsights = placementInsights('adSets.placementInsights', AdSetPlacementInsightsInput, (input) => input.adSetId);
