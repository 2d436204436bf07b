import { describe, expect, it } from 'vitest';
import { CatalogAppSummary } from './catalog-summary.js';
import { listCatalog } from './list-catalog.js';

describe('the catalogue summary schema', () => {
  it('describes every field listCatalog gives, hidden and internal actions included', () => {
    const catalog = listCatalog({ includeHidden: true, includeInternal: true });
    expect(catalog.length).toBeGreaterThan(0);
    // Parsing strips unknown keys: equal only if the schema names every field the catalogue lists.
    expect(CatalogAppSummary.array().parse(catalog)).toEqual(catalog);
  });
});
