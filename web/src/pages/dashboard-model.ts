import type { Flow } from '../api/types';
import type { MessageKey } from '../i18n/en';
import type { Trigger } from '../flow/types';

/** Flows matching a search (name, description, apps), pinned first (newest pin first), then by name. */
export function dashboardRows(flows: Flow[], query: string): { pinned: Flow[]; others: Flow[] } {
  const q = query.trim().toLowerCase();
  const matches = q
    ? flows.filter((f) => [f.name, f.description ?? '', ...f.apps].some((text) => text.toLowerCase().includes(q)))
    : flows;
  const byName = (a: Flow, b: Flow) => a.name.localeCompare(b.name);
  const pinned = matches.filter((f) => f.pinnedAt).sort((a, b) => (b.pinnedAt ?? '').localeCompare(a.pinnedAt ?? ''));
  const others = matches.filter((f) => !f.pinnedAt).sort(byName);
  return { pinned, others };
}

export function triggerKey(trigger: Trigger | null | undefined): MessageKey {
  if (!trigger) return 'trigger.none';
  switch (trigger.type) {
    case 'manual':
      return 'trigger.manual';
    case 'webhook':
      return 'trigger.webhook';
    case 'schedule':
      return 'trigger.schedule';
    case 'changeWatch':
      return 'trigger.changeWatch';
    case 'runFailed':
      return 'trigger.runFailed';
  }
}
