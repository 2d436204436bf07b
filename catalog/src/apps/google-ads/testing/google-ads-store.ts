import { camelPath, fakeResources } from './google-ads-resources.js';

/** A resource as the REST interface shows it (camelCase fields, int64 as strings). */
export type FakeEntity = Record<string, unknown> & { resourceName: string };
/** A joined row of a query before projection: `{ campaign: {...}, adGroup: {...}, metrics: {...}, segments: {...} }`. */
export type FakeRow = Record<string, unknown>;

/** The fake's accounts: resources by resource name, with metrics and segments per row resource. */
export class FakeAdsStore {
  readonly entities = new Map<string, FakeEntity>();
  readonly metrics = new Map<string, Record<string, unknown>>();
  readonly segments = new Map<string, Record<string, unknown>>();
  private nextId = 100_000;

  /** A fresh numeric id (as the API assigns on create). */
  newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  /**
   * Stores a resource; `metrics` and `segments` go with the rows it heads. `key` tells apart rows of
   * views that share one resource name (the shopping performance view: `key` = name + `#<n>`).
   */
  put(entity: FakeEntity, extra: { metrics?: Record<string, unknown>; segments?: Record<string, unknown>; key?: string } = {}): FakeEntity {
    const key = extra.key ?? entity.resourceName;
    this.entities.set(key, entity);
    if (extra.metrics) this.metrics.set(key, extra.metrics);
    if (extra.segments) this.segments.set(key, extra.segments);
    return entity;
  }

  get(resourceName: string): FakeEntity | undefined {
    return this.entities.get(resourceName);
  }

  /** The resources of one type in one customer (or the global ones, such as geo target constants). */
  ofType(type: string, customerId: string): Array<{ key: string; entity: FakeEntity }> {
    const spec = fakeResources[type];
    if (!spec) return [];
    if (type === 'keyword_view') return this.keywordViews(customerId);
    const prefix = spec.global ? `${spec.collection}/` : `customers/${customerId}/${spec.collection}/`;
    const exact = type === 'customer' ? `customers/${customerId}` : `customers/${customerId}/${spec.collection}`;
    return [...this.entities.entries()]
      .filter(([key]) => (type !== 'customer' && key.startsWith(prefix)) || key === exact || key.startsWith(`${exact}#`))
      .map(([key, entity]) => ({ key, entity }));
  }

  /** Keyword views are the keywords (positive keyword criteria) seen as report rows. */
  private keywordViews(customerId: string): Array<{ key: string; entity: FakeEntity }> {
    return this.ofType('ad_group_criterion', customerId)
      .filter(({ entity }) => entity.type === 'KEYWORD' && entity.negative !== true)
      .map(({ key, entity }) => ({ key, entity: { resourceName: entity.resourceName.replace('/adGroupCriteria/', '/keywordViews/'), adGroupCriterion: entity.resourceName } }));
  }

  /** Joins a resource with the resources its links name (transitively) and the customer. */
  row(type: string, entity: FakeEntity, customerId: string, key = entity.resourceName): FakeRow {
    const row: FakeRow = { [camelPath(type)[0]!]: entity };
    const follow = (t: string, e: FakeEntity): void => {
      for (const [linked, field] of Object.entries(fakeResources[t]?.links ?? {})) {
        const target = typeof e[field] === 'string' ? this.get(e[field]) : undefined;
        const key = camelPath(linked)[0]!;
        if (target && row[key] === undefined) {
          row[key] = target;
          follow(linked, target);
        }
      }
    };
    follow(type, entity);
    const customer = this.get(`customers/${customerId}`);
    if (customer && row.customer === undefined) row.customer = customer;
    const metrics = this.metrics.get(key);
    if (metrics) row.metrics = metrics;
    const segments = this.segments.get(key);
    if (segments) row.segments = segments;
    return row;
  }
}

/** Reads a dotted snake_case field (`ad_group.name`) from a joined row. */
export function readField(row: FakeRow, field: string): unknown {
  let value: unknown = row;
  for (const key of camelPath(field)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Writes a value at a camelCase path, creating objects on the way. */
export function writePath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  path.forEach((key, index) => {
    if (index === path.length - 1) node[key] = value;
    else {
      if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
  });
}
