import { defaultPayloadConverter } from '@temporalio/common';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../db/index.js';
import '../testing/provided-context.js';
import { BlobStore } from './blob-store.js';
import { PayloadCipher } from './payload-cipher.js';
import { TandemCodec } from './tandem-codec.js';

describe('the payload codec on the real Postgres', () => {
  const db = connectDatabase(inject('databaseUrl'), 2);
  afterAll(() => db.destroy());
  const cipher = new PayloadCipher(randomBytes(32));
  const codec = new TandemCodec(cipher, new BlobStore(db), 1024);
  const payloadOf = (value: unknown) => defaultPayloadConverter.toPayload(value);
  const text = (bytes: Uint8Array | null | undefined) => Buffer.from(bytes ?? []).toString();

  it('encrypts small payloads in place and round-trips them', async () => {
    const secret = { apiKey: 'sk-live-123', rows: [1, 2, 3] };
    const [encoded] = await codec.encode([payloadOf(secret)]);
    expect(text(encoded?.metadata?.encoding)).toBe('binary/tandem-encrypted');
    expect(text(encoded?.data)).not.toContain('sk-live-123');
    const [decoded] = await codec.decode([encoded!]);
    expect(defaultPayloadConverter.fromPayload(decoded!)).toEqual(secret);
  });

  it('moves large payloads to Postgres under a keyed hash of their content, compressed and encrypted, once', async () => {
    // Random titles: the payload stays above the threshold once compressed.
    const big = { rows: Array.from({ length: 5000 }, (_, i) => ({ id: i, title: `Product ${i} ${randomBytes(8).toString('hex')}` })) };
    const [first] = await codec.encode([payloadOf(big)]);
    const [second] = await codec.encode([payloadOf(big)]);
    expect(text(first?.metadata?.encoding)).toBe('binary/tandem-blob');
    expect(first?.data?.length).toBe(64); // just the address
    // Equal payloads share one blob (the same data passed to every chunk of an iterate).
    expect(text(second?.data)).toBe(text(first?.data));
    const rows = await db.selectFrom('payloadBlobs').select(['hash', 'data', 'size']).where('hash', '=', text(first?.data)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data.toString()).not.toContain('Product 1');
    expect(rows[0]!.size).toBeLessThan(JSON.stringify(big).length * 0.7);
    const [decoded] = await codec.decode([first!]);
    expect(defaultPayloadConverter.fromPayload(decoded!)).toEqual(big);
    // The address does not reveal the content to someone without the key.
    const other = new TandemCodec(new PayloadCipher(randomBytes(32)), new BlobStore(db), 1024);
    expect(text((await other.encode([payloadOf(big)]))[0]?.data)).not.toBe(text(first?.data));
  });

  it('keeps repetitive payloads small: compressed in place when that fits', async () => {
    const repetitive = { rows: Array.from({ length: 5000 }, (_, i) => ({ status: 'succeeded', attempts: 0, id: i % 10 })) };
    const roomy = new TandemCodec(cipher, new BlobStore(db), 8192);
    const [encoded] = await roomy.encode([payloadOf(repetitive)]);
    expect(JSON.stringify(repetitive).length).toBeGreaterThan(200_000);
    expect(text(encoded?.metadata?.encoding)).toBe('binary/tandem-encrypted');
    expect(encoded?.data?.length).toBeLessThan(8192);
    expect(defaultPayloadConverter.fromPayload((await codec.decode([encoded!]))[0]!)).toEqual(repetitive);
  });

  it('binds payloads of a workspace\'s workflow to it; equal blobs of two workspaces are stored apart', async () => {
    const workspaces: Record<string, string> = { run_a: 'WS_A', run_b: 'WS_B' };
    const bound = new TandemCodec(cipher, new BlobStore(db), 1024, async (workflowId) => workspaces[workflowId]);
    const context = (workflowId: string) => ({ type: 'workflow' as const, namespace: 'default', workflowId });
    const big = { rows: Array.from({ length: 3000 }, (_, i) => ({ id: i, sku: `SKU-${i * 7919}` })) };
    const [a] = await bound.encode([payloadOf(big)], context('run_a'));
    const [b] = await bound.encode([payloadOf(big)], context('run_b'));
    const [none] = await bound.encode([payloadOf('x')], context('watch_unknown'));
    expect([text(a?.metadata?.['tandem-workspace']), text(b?.metadata?.['tandem-workspace'])]).toEqual(['WS_A', 'WS_B']);
    expect(none?.metadata?.['tandem-workspace']).toBeUndefined();
    expect(text(a?.metadata?.encoding)).toBe('binary/tandem-blob');
    expect(text(a?.data)).not.toBe(text(b?.data));
    expect((await bound.decode([a!, b!])).map((p) => defaultPayloadConverter.fromPayload(p))).toEqual([big, big]);
    const relabelled = { ...a!, metadata: { ...a!.metadata, 'tandem-workspace': Buffer.from('WS_B') } };
    await expect(bound.decode([relabelled])).rejects.toThrow();
  });

  it('passes through payloads it did not write, and refuses tampered or foreign-key ones', async () => {
    const plain = payloadOf('hello');
    expect(await codec.decode([plain])).toEqual([plain]);
    const [encoded] = await codec.encode([payloadOf('hello')]);
    const tampered = { ...encoded!, data: Buffer.from(encoded!.data!).fill(1, 30, 31) };
    await expect(codec.decode([tampered])).rejects.toThrow();
    const other = new TandemCodec(new PayloadCipher(randomBytes(32)), new BlobStore(db), 1024);
    await expect(other.decode([encoded!])).rejects.toThrow(/encrypted with key/);
  });

  it('deletes blobs unused for longer than their retention; storing or reading one again keeps it', async () => {
    const store = new BlobStore(db);
    const [stale, reused] = [randomBytes(32).toString('hex'), randomBytes(32).toString('hex')];
    await store.put(stale, randomBytes(100));
    await store.put(reused, randomBytes(100));
    await db.updateTable('payloadBlobs').set({ usedAt: new Date('2000-01-01') }).where('hash', 'in', [stale, reused]).execute();
    expect(await store.has(reused)).toBe(true); // another payload with this content refers to it now
    expect(await store.deleteUnusedSince(new Date('2001-01-01'))).toBeGreaterThanOrEqual(1);
    expect((await store.getMany([stale, reused])).size).toBe(1);
    expect(await store.has(stale)).toBe(false);
  });
});
