import { z } from 'zod';

export const publisherPlatforms = ['facebook', 'instagram', 'audience_network', 'messenger', 'threads'] as const;
export type PublisherPlatform = (typeof publisherPlatforms)[number];

/** The positions of each platform (targeting `<platform>_positions`). */
export const platformPositions = {
  facebook: ['feed', 'right_hand_column', 'marketplace', 'video_feeds', 'story', 'search', 'instream_video', 'facebook_reels', 'facebook_reels_overlay', 'profile_feed', 'notification'],
  instagram: ['stream', 'story', 'explore', 'explore_home', 'reels', 'profile_feed', 'ig_search', 'profile_reels'],
  audience_network: ['classic', 'rewarded_video'],
  messenger: ['messenger_home', 'sponsored_messages', 'story'],
  threads: ['threads_stream'],
} as const satisfies Record<PublisherPlatform, readonly string[]>;

const positions = <P extends PublisherPlatform>(platform: P) => z.array(z.enum(platformPositions[platform])).optional();

/** The placement part of an ad set's targeting, as the Marketing API names it. */
export const Placements = z.object({
  publisher_platforms: z.array(z.enum(publisherPlatforms)).min(1, 'Choose at least one publisher platform'),
  facebook_positions: positions('facebook'),
  instagram_positions: positions('instagram'),
  audience_network_positions: positions('audience_network'),
  messenger_positions: positions('messenger'),
  threads_positions: positions('threads'),
  device_platforms: z.array(z.enum(['mobile', 'desktop'])).optional(),
});
export type Placements = z.infer<typeof Placements>;

export const positionKey = (platform: PublisherPlatform) => `${platform}_positions` as const;

/** The placement rules that hold whatever the ad set's objective; messages for people. */
export function placementProblems(p: Placements): string[] {
  const problems: string[] = [];
  const has = (platform: PublisherPlatform) => p.publisher_platforms.includes(platform);
  for (const platform of publisherPlatforms) {
    if ((p[positionKey(platform)]?.length ?? 0) > 0 && !has(platform)) problems.push(`Positions of ${platform} need ${platform} as a publisher platform`);
  }
  const facebook = p.facebook_positions ?? [];
  const feedless = (name: string) => facebook.includes(name as never) && !facebook.includes('feed');
  if (feedless('marketplace')) problems.push('Marketplace needs the Facebook feed');
  if (feedless('search')) problems.push('Search needs the Facebook feed');
  const stories = facebook.includes('story') || (p.messenger_positions ?? []).includes('story');
  if (stories && !facebook.includes('feed') && !(p.instagram_positions ?? []).includes('story')) problems.push('Stories need the Facebook feed or Instagram stories');
  if (stories && p.device_platforms !== undefined && !p.device_platforms.includes('mobile')) problems.push('Stories need mobile devices');
  // The right-hand column is a desktop placement: it shows on no phone.
  if (facebook.includes('right_hand_column') && p.device_platforms !== undefined && !p.device_platforms.includes('desktop')) problems.push('The right-hand column needs desktop devices');
  const all = publisherPlatforms.flatMap((platform) => p[positionKey(platform)] ?? []);
  if ((p.messenger_positions ?? []).includes('sponsored_messages') && (all.length > 1 || p.publisher_platforms.length > 1)) {
    problems.push('Sponsored messages cannot be combined with other placements');
  }
  return problems;
}

/** The given placements added to the current ones (each list merged, without repeats). */
export function mergePlacements(current: Partial<Placements>, added: Placements): Placements {
  const union = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] | undefined => (a === undefined && b === undefined ? undefined : [...new Set([...(a ?? []), ...(b ?? [])])]);
  return {
    publisher_platforms: union(current.publisher_platforms, added.publisher_platforms)!,
    facebook_positions: union(current.facebook_positions, added.facebook_positions),
    instagram_positions: union(current.instagram_positions, added.instagram_positions),
    audience_network_positions: union(current.audience_network_positions, added.audience_network_positions),
    messenger_positions: union(current.messenger_positions, added.messenger_positions),
    threads_positions: union(current.threads_positions, added.threads_positions),
    device_platforms: union(current.device_platforms, added.device_platforms),
  };
}

/** The placement fields of a targeting object (absent lists stay absent). */
export function placementsOf(targeting: Record<string, unknown>): Partial<Placements> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(Placements.shape)) if (targeting[key] !== undefined) picked[key] = targeting[key];
  return picked as Partial<Placements>;
}
