import { frozenMaskPaths } from './contracts/google-ads-v24/contract.js';
import { biddingSchemes, createRules } from './google-ads-create-rules.js';
import type { FakeAdsError } from './google-ads-failure.js';
import { camelPath, fakeResources, type FakeResourceSpec } from './google-ads-resources.js';
import { type FakeAdsStore, type FakeEntity, writePath } from './google-ads-store.js';

/** An operation the fake applied, for tests to inspect. */
export interface FakeMutation {
  customerId: string;
  /** GAQL resource type, e.g. `campaign_budget`. */
  resource: string;
  operation: 'create' | 'update' | 'remove';
  resourceName: string;
  updateMask?: string;
  /** The created or updated resource after the change (the removed one for removals). */
  after: FakeEntity;
}

type Operation = { create?: unknown; update?: unknown; updateMask?: unknown; remove?: unknown };
type Failure = { error: FakeAdsError };
const isFailure = (result: FakeEntity | Failure): result is Failure => !('resourceName' in result);

/** The vendored v24 proto message of a resource type, where the subset has it. */
const contractMessage: Record<string, string> = { campaign: 'Campaign', asset_group_listing_group_filter: 'AssetGroupListingGroupFilter' };
const IMMUTABLE = new Set(['resourceName', 'id', 'campaign', 'adGroup', 'assetGroup', 'sharedSet', 'criterionId', 'type']);
const fail = (kind: string, code: string, message: string, index: number, field?: string): Failure => ({
  error: {
    errorCode: { [kind]: code },
    message,
    location: { fieldPathElements: [{ fieldName: 'operations', index }, ...(field ? [{ fieldName: field }] : [])] },
  },
});

function nameOf(spec: FakeResourceSpec, customerId: string, ids: string[]): string {
  return `customers/${customerId}/${spec.collection}/${ids.join('~')}`;
}

/** Checks a resource name of `spec` in `customerId`: numeric ids of at most 20 digits. */
export function validResourceName(name: unknown, spec: FakeResourceSpec, customerId: string): name is string {
  const ids = Array.from({ length: spec.idParts }, () => '\\d{1,20}').join('~');
  return typeof name === 'string' && new RegExp(`^customers/${customerId}/${spec.collection}/${ids}$`).test(name);
}

function changeEvent(store: FakeAdsStore, mutation: FakeMutation, before: FakeEntity | undefined, userEmail: string, now: Date): void {
  const micros = `${now.getTime()}000`;
  const key = camelPath(mutation.resource)[0]!;
  const at = now.toISOString().replace('T', ' ').replace('Z', '000');
  const campaign = mutation.resource === 'campaign' ? mutation.resourceName : (mutation.after.campaign as string | undefined);
  store.put({
    resourceName: `customers/${mutation.customerId}/changeEvents/${micros}~${store.newId()}~0`,
    changeDateTime: at,
    changeResourceType: mutation.resource.toUpperCase(),
    changeResourceName: mutation.resourceName,
    clientType: 'GOOGLE_ADS_API',
    userEmail,
    resourceChangeOperation: mutation.operation.toUpperCase(),
    changedFields: mutation.updateMask ?? '',
    ...(before ? { oldResource: { [key]: before } } : {}),
    ...(mutation.operation === 'remove' ? {} : { newResource: { [key]: mutation.after } }),
    ...(campaign ? { campaign } : {}),
  });
}

function create(store: FakeAdsStore, type: string, spec: FakeResourceSpec, customerId: string, value: unknown, index: number): FakeEntity | Failure {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return fail('fieldError', 'REQUIRED', 'The create operation must be an object.', index, 'create');
  const entity = structuredClone(value) as Record<string, unknown>;
  const parentField = spec.idParts === 2 ? Object.values(spec.links)[0] : undefined;
  const parent = parentField ? String(entity[parentField] ?? '') : '';
  const id = store.newId();
  const parentId = parent.split('/').pop() ?? '';
  // A campaign's shared set is named by both ids; the others by their parent's id and a new one.
  const ids = type === 'campaign_shared_set' ? [parentId, String(entity.sharedSet ?? '').split('/').pop() ?? ''] : parentField ? [parentId, id] : [id];
  const rule = createRules[type];
  const failure = rule?.(entity, store, true);
  if (failure) return { error: { ...failure, location: { fieldPathElements: [{ fieldName: 'operations', index }, ...(failure.location?.fieldPathElements ?? [])] } } };
  const resourceName = nameOf(spec, customerId, ids);
  if (spec.fields.includes('status') && entity.status === undefined) entity.status = 'ENABLED';
  if (spec.fields.includes('negative') && entity.negative === undefined) entity.negative = false;
  if (type === 'ad_group_ad') writePath(entity, ['ad', 'id'], id);
  else if (spec.fields.includes('criterion_id')) entity.criterionId = id;
  else if (spec.fields.includes('id')) entity.id = id;
  return store.put({ ...entity, resourceName });
}

function update(store: FakeAdsStore, type: string, spec: FakeResourceSpec, customerId: string, op: Operation, index: number): FakeEntity | Failure {
  const value = op.update as Record<string, unknown> | null;
  if (value === null || typeof value !== 'object') return fail('fieldError', 'REQUIRED', 'The update operation must be an object.', index, 'update');
  if (!validResourceName(value.resourceName, spec, customerId)) return fail('requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.', index, 'update.resource_name');
  const current = store.get(value.resourceName);
  if (!current) return fail('mutateError', 'RESOURCE_NOT_FOUND', `The resource was not found: ${value.resourceName}.`, index);
  if (typeof op.updateMask !== 'string' || op.updateMask.trim() === '') return fail('fieldMaskError', 'FIELD_MASK_MISSING', 'The field mask must be present for update operations.', index, 'update_mask');
  const next = structuredClone(current) as Record<string, unknown>;
  const known = new Set(spec.fields.map((f) => camelPath(f).join('.')));
  const paths = op.updateMask.split(',').map((p) => p.trim());
  // Immutable in the vendored v24 proto (a listing group filter's `type`, for one).
  const frozen = new Set(contractMessage[type] ? frozenMaskPaths(contractMessage[type], op.updateMask) : []);
  // Setting a bidding scheme replaces the campaign's current one.
  if (type === 'campaign' && paths.some((p) => p.split('.')[0]! in biddingSchemes)) for (const scheme of Object.keys(biddingSchemes)) delete next[scheme];
  for (const path of paths) {
    const keys = path.split('.');
    if (![...known].some((k) => k === path || k.startsWith(`${path}.`) || path.startsWith(`${k}.`))) {
      return fail('fieldMaskError', 'FIELD_NOT_FOUND', `The field mask names a field that does not exist: ${path}.`, index, 'update_mask');
    }
    if (IMMUTABLE.has(keys[0]!) || frozen.has(path)) return fail('fieldError', 'IMMUTABLE_FIELD', `The field cannot be modified: ${path}.`, index, path);
    let source: unknown = value;
    for (const key of keys) source = (source as Record<string, unknown> | undefined)?.[key];
    writePath(next, keys, source);
  }
  const failure = createRules[type]?.(next, store, false);
  if (failure) return { error: { ...failure, location: { fieldPathElements: [{ fieldName: 'operations', index }, ...(failure.location?.fieldPathElements ?? [])] } } };
  return store.put(next as FakeEntity);
}

/**
 * `POST customers/{id}/{collection}:mutate`: every operation must be valid, or nothing changes
 * (no partial failure). Answers `{ results: [{ resourceName }] }` or the errors of the operations.
 */
export function mutate(
  store: FakeAdsStore,
  customerId: string,
  collection: string,
  body: unknown,
  context: { userEmail: string; now: Date },
): { results: Array<{ resourceName: string }>; mutations: FakeMutation[] } | { errors: FakeAdsError[] } {
  const type = Object.keys(fakeResources).find((t) => fakeResources[t]!.collection === collection && fakeResources[t]!.mutable);
  const operations = (body as { operations?: unknown } | null)?.operations;
  if (!type) return { errors: [fail('requestError', 'UNKNOWN', `There is no ${collection} service.`, 0).error] };
  const spec = fakeResources[type]!;
  if (!Array.isArray(operations) || operations.length === 0) return { errors: [{ errorCode: { requestError: 'OPERATIONS_REQUIRED' }, message: 'At least one operation is required.' }] };
  if (operations.length > 10_000) return { errors: [{ errorCode: { requestError: 'TOO_MANY_OPERATIONS' }, message: 'Too many operations in one request.' }] };
  const snapshot = new Map(store.entities);
  const mutations: FakeMutation[] = [];
  const errors: FakeAdsError[] = [];
  operations.forEach((raw: Operation, index) => {
    const kinds = (['create', 'update', 'remove'] as const).filter((k) => raw?.[k] !== undefined);
    if (kinds.length !== 1) {
      errors.push(fail('mutateError', 'INVALID_OPERATION', 'An operation must set exactly one of create, update and remove.', index).error);
      return;
    }
    const kind = kinds[0]!;
    const before = kind === 'create' ? undefined : store.get(String(kind === 'remove' ? raw.remove : (raw.update as { resourceName?: unknown }).resourceName));
    let result: FakeEntity | Failure;
    if (kind === 'create') result = create(store, type, spec, customerId, raw.create, index);
    else if (kind === 'update') result = update(store, type, spec, customerId, raw, index);
    else if (!validResourceName(raw.remove, spec, customerId)) result = fail('requestError', 'RESOURCE_NAME_MALFORMED', 'Resource name is malformed.', index, 'remove');
    else if (!before) result = fail('mutateError', 'RESOURCE_NOT_FOUND', `The resource was not found: ${String(raw.remove)}.`, index);
    else if (before.status === 'REMOVED') result = fail('mutateError', 'RESOURCE_ALREADY_REMOVED', 'The resource has been removed already.', index);
    else result = store.put(spec.fields.includes('status') ? { ...before, status: 'REMOVED' } : before);
    if (isFailure(result)) errors.push(result.error);
    else {
      mutations.push({ customerId, resource: type, operation: kind, resourceName: result.resourceName, after: result, ...(kind === 'update' ? { updateMask: String(raw.updateMask) } : {}) });
      if (kind === 'remove' && !spec.fields.includes('status')) store.entities.delete(result.resourceName);
    }
  });
  if (errors.length > 0) {
    store.entities.clear();
    for (const [key, value] of snapshot) store.entities.set(key, value);
    return { errors };
  }
  mutations.forEach((m) => changeEvent(store, m, snapshot.get(m.resourceName), context.userEmail, context.now));
  return { results: mutations.map((m) => ({ resourceName: m.resourceName })), mutations };
}
