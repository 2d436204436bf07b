import { describe, expect, it } from 'vitest';
import { placeOf } from './profile-summary.js';

describe('where a profiled frame lives', () => {
  it('names packages, folders of this repository, parts of Node and V8 entries', () => {
    expect(placeOf('file:///work/x/node_modules/fastify/lib/route.js', 'routeHandler')).toBe('fastify');
    expect(placeOf('file:///work/x/node_modules/@temporalio/worker/lib/worker.js', 'handleActivation')).toBe('@temporalio/worker');
    expect(placeOf('file:///work/x/services/src/api/routes/runs.ts', '')).toBe('services/src/api');
    expect(placeOf('file:///work/x/scripts/start-stack.ts', 'main')).toBe('scripts/start-stack');
    expect(placeOf('node:internal/crypto/cipher', 'update')).toBe('node:crypto');
    expect(placeOf('node:events', 'emit')).toBe('node:events');
    expect(placeOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(placeOf('', 'writev')).toBe('native writev');
  });
});
