import { z } from 'zod';
import { type HttpClient, NonRetryableError } from '@tandem/catalog/sdk';
import { graphId, updateObject } from './graph.js';
import { placementProblems, Placements, placementsOf } from './placements.js';

export const AdSetId = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').describe('Ad set ID');

/** The ad set's effective placements after the change. */
export const PlacementsOutput = Placements.partial().extend({ id: z.string() });
export type PlacementsOutput = z.infer<typeof PlacementsOutput>;

export async function targetingOf(http: HttpClient, adSetId: string): Promise<Record<string, unknown>> {
  const response = await http.get<{ targeting?: Record<string, unknown> }>(`/${graphId(adSetId)}`, { query: [['fields', 'targeting']], responseType: 'json' });
  return response.body.targeting ?? {};
}

/** Writes the whole targeting back with new placements (the API replaces `targeting` as a whole). */
export async function writePlacements(http: HttpClient, adSetId: string, targeting: Record<string, unknown>, placements: Placements): Promise<PlacementsOutput> {
  const problems = placementProblems(placements);
  if (problems.length > 0) throw new NonRetryableError(problems.join('; '));
  const rest = Object.fromEntries(Object.entries(targeting).filter(([key]) => !(key in Placements.shape)));
  const next = { ...rest, ...Object.fromEntries(Object.entries(placements).filter(([, value]) => value !== undefined && (value as unknown[]).length > 0)) };
  await updateObject(http, adSetId, { targeting: next });
  return { id: adSetId, ...placementsOf(await targetingOf(http, adSetId)) };
}
