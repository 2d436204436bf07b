import { z } from 'zod';
import { checkbox, defineAction, type HttpClient, NonRetryableError } from '../../../sdk/index.js';
import { actionRetryTraits } from '../../../retry/action-retry-traits.js';
import { metaAds } from '../app.js';
import { graphId, updateObject } from '../graph.js';
import { mergePlacements, placementProblems, Placements, placementsOf, platformPositions, positionKey, publisherPlatforms } from '../placements.js';

const AdSetId = z.string().trim().regex(/^\d+$/, 'Value must be a numeric string').describe('Ad set ID');

export const UpdatePlacementsInput = z.object({
  adSetId: AdSetId,
  placements: Placements.describe('Placements'),
  overwriteAll: checkbox(z.boolean().default(false).describe('Replace all placements (otherwise add to them)')),
});
export type UpdatePlacementsInput = z.infer<typeof UpdatePlacementsInput>;

export const RemovePlacementInput = z
  .object({ adSetId: AdSetId, publisherPlatform: z.enum(publisherPlatforms).describe('Publisher platform'), platformPosition: z.string().trim().min(1).describe('Placement') })
  .refine((i) => (platformPositions[i.publisherPlatform] as readonly string[]).includes(i.platformPosition), {
    message: 'This placement does not belong to the publisher platform',
    path: ['platformPosition'],
  });
export type RemovePlacementInput = z.infer<typeof RemovePlacementInput>;

/** The ad set's effective placements after the change. */
export const PlacementsOutput = Placements.partial().extend({ id: z.string() });
export type PlacementsOutput = z.infer<typeof PlacementsOutput>;

async function targetingOf(http: HttpClient, adSetId: string): Promise<Record<string, unknown>> {
  const response = await http.get<{ targeting?: Record<string, unknown> }>(`/${graphId(adSetId)}`, { query: [['fields', 'targeting']], responseType: 'json' });
  return response.body.targeting ?? {};
}

/** Writes the whole targeting back with new placements (the API replaces `targeting` as a whole). */
async function writePlacements(http: HttpClient, adSetId: string, targeting: Record<string, unknown>, placements: Placements): Promise<PlacementsOutput> {
  const problems = placementProblems(placements);
  if (problems.length > 0) throw new NonRetryableError(problems.join('; '));
  const rest = Object.fromEntries(Object.entries(targeting).filter(([key]) => !(key in Placements.shape)));
  const next = { ...rest, ...Object.fromEntries(Object.entries(placements).filter(([, value]) => value !== undefined && (value as unknown[]).length > 0)) };
  await updateObject(http, adSetId, { targeting: next });
  return { id: adSetId, ...placementsOf(await targetingOf(http, adSetId)) };
}

export const metaUpdateAdSetPlacements = defineAction({
  app: metaAds,
  id: 'adSets.updatePlacements',
  displayName: 'Update ad set placements',
  description: 'Adds placements to an ad set, or replaces all of them; the rules of Meta’s placements are checked first. Gives the placements in effect afterwards.',
  categories: ['Social Ads'],
  ...actionRetryTraits['meta-ads/adSets.updatePlacements'],
  input: UpdatePlacementsInput,
  output: PlacementsOutput,
  async run({ input, http }) {
    const targeting = await targetingOf(http, input.adSetId);
    const placements = input.overwriteAll ? input.placements : mergePlacements(placementsOf(targeting), input.placements);
    return writePlacements(http, input.adSetId, targeting, placements);
  },
});

export const metaRemoveAdSetPlacement = defineAction({
  app: metaAds,
  id: 'adSets.removePlacement',
  displayName: 'Remove ad set placement',
  description: 'Removes one placement (for example Instagram stories) from an ad set; a platform without placements left is removed too.',
  categories: ['Social Ads'],
  ...actionRetryTraits['meta-ads/adSets.removePlacement'],
  input: RemovePlacementInput,
  output: PlacementsOutput,
  async run({ input, http }) {
    const targeting = await targetingOf(http, input.adSetId);
    const current = placementsOf(targeting);
    if (current.publisher_platforms === undefined) throw new NonRetryableError('The ad set uses Advantage+ (automatic) placements; choose its placements first');
    const key = positionKey(input.publisherPlatform);
    // A platform without a positions list shows on all of its positions: list them to remove one.
    const positions = (current[key] ?? (current.publisher_platforms.includes(input.publisherPlatform) ? [...platformPositions[input.publisherPlatform]] : [])) as string[];
    const left = positions.filter((position) => position !== input.platformPosition);
    const platforms = left.length > 0 ? current.publisher_platforms : current.publisher_platforms.filter((platform) => platform !== input.publisherPlatform);
    if (platforms.length === 0) throw new NonRetryableError('An ad set needs at least one placement');
    return writePlacements(http, input.adSetId, targeting, { ...current, publisher_platforms: platforms, [key]: left } as Placements);
  },
});
