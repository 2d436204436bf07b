/** The dropdown is at most 40% of the viewport high and opens upward below 200 px free. */
export const DROPDOWN_MAX_VIEWPORT_SHARE = 0.4;
export const MIN_FREE_BELOW = 200;
const MARGIN = 8;

export type Placement = { direction: 'down' | 'up'; maxHeight: number };

export function selectPlacement(trigger: { top: number; bottom: number }, viewportHeight: number): Placement {
  const freeBelow = viewportHeight - trigger.bottom;
  const direction = freeBelow < MIN_FREE_BELOW ? 'up' : 'down';
  const room = (direction === 'down' ? freeBelow : trigger.top) - MARGIN;
  return { direction, maxHeight: Math.max(0, Math.min(viewportHeight * DROPDOWN_MAX_VIEWPORT_SHARE, room)) };
}

export type SelectOption = { value: string; label: string; hint?: string };

/** Options whose label, hint or value contain the query (any case); at most `limit` are shown. */
export function filterOptions(options: readonly SelectOption[], query: string, limit: number): { visible: SelectOption[]; more: boolean } {
  const q = query.trim().toLowerCase();
  const matching = q ? options.filter((o) => [o.label, o.hint ?? '', o.value].some((s) => s.toLowerCase().includes(q))) : options;
  return { visible: matching.slice(0, limit), more: matching.length > limit };
}
