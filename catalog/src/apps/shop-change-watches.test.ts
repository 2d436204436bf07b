import { describe, expect, it } from 'vitest';
import { actionJsonSchemas } from '@tandem/catalog/runtime';
import { apps, findAction } from './registry.js';
import { shopChangeWatches } from './shop-change-watches.js';

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[] };

describe('the change watches of the shop systems', () => {
  it.each(Object.entries(shopChangeWatches))('%s: every watched action reads one list whose items carry the id', (appId, watches) => {
    expect(apps[appId as keyof typeof apps].capabilities).toContain('changeWatch');
    expect(watches.some((w) => w.list === 'products') && watches.some((w) => w.list === 'orders')).toBe(true);
    for (const watch of watches) {
      const action = findAction(appId, watch.action);
      expect(action, `${appId} ${watch.action}`).toBeDefined();
      expect(action?.mutates).toBe(false);
      const output = actionJsonSchemas(action!).output as Schema;
      // The watch reads the output's only list property (temporal/src/watch/diff-items.ts).
      const lists = Object.entries(output.properties ?? {}).filter(([, p]) => p.type === 'array');
      expect(lists.map(([name]) => name)).toEqual([watch.list]);
      const item = lists[0]?.[1].items;
      expect(item?.required).toContain(watch.idPath[0]);
    }
  });
});
