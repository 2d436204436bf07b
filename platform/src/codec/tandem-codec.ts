import type { Payload, PayloadCodec, SerializationContext } from '@temporalio/common';
import proto from '@temporalio/proto';
import { promisify } from 'node:util';
import { deflateRaw, deflateRawSync, inflateRaw, inflateRawSync } from 'node:zlib';
import type { BlobStore } from './blob-store.js';
import type { PayloadCipher } from './payload-cipher.js';
import type { WorkspaceOfWorkflow } from './workflow-workspace.js';

const ENCRYPTED = 'binary/tandem-encrypted';
const BLOB = 'binary/tandem-blob';
const KEY_ID = 'encryption-key-id';
/** The workspace the payload belongs to; also the ciphertext's associated data, so it cannot be swapped. */
const WORKSPACE = 'tandem-workspace';
const COMPRESSION = 'compression';
const DEFLATE = 'deflate';
/** Smaller payloads are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024;
/** What AES-GCM adds to a payload (iv and tag). */
const SEAL_BYTES = 28;
const ProtoPayload = proto.temporal.api.common.v1.Payload;
/**
 * Payloads up to this size are (de)compressed on the spot: a few microseconds, less than handing them
 * to libuv's thread pool and back; larger ones go to the pool, so the event loop does not wait on them.
 */
const IN_PLACE_BYTES = 16 * 1024;
const deflateAsync = promisify(deflateRaw);
const inflateAsync = promisify(inflateRaw);
const deflate = async (bytes: Uint8Array) => (bytes.length <= IN_PLACE_BYTES ? deflateRawSync(bytes) : deflateAsync(bytes));
const inflate = async (bytes: Uint8Array) => (bytes.length <= IN_PLACE_BYTES ? inflateRawSync(bytes) : inflateAsync(bytes));

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const text = (value: string) => encoder.encode(value);
const read = (bytes: Uint8Array | null | undefined) => (bytes ? decoder.decode(bytes) : '');
const associatedData = (workspaceId: string | undefined) => (workspaceId === undefined ? undefined : `${WORKSPACE}:${workspaceId}`);

/** Whether this codec wrote the payload (anything else passes through decoding unchanged). */
export function isTandemPayload(payload: Payload): boolean {
  const encoding = read(payload.metadata?.encoding);
  return encoding === ENCRYPTED || encoding === BLOB;
}

/** The workspace an encoded payload is bound to; `undefined` for payloads bound to none (schedules, payloads encoded outside a workflow). */
export function payloadWorkspace(payload: Payload): string | undefined {
  const value = payload.metadata?.[WORKSPACE];
  return value ? read(value) : undefined;
}

/**
 * Every payload leaves the process compressed (when that helps) and encrypted; one over the threshold
 * moves to Postgres under a keyed hash of its content and the history keeps only that address, so a
 * 50 MB action output costs the history a few bytes, and equal payloads (the same data passed to many
 * child workflows, the same query answer) are stored once. A payload of a workflow that belongs to a
 * workspace is bound to it (metadata and associated data), so the codec endpoint can tell whose it is.
 * Payloads this codec did not write pass through unchanged.
 */
export class TandemCodec implements PayloadCodec {
  constructor(
    private readonly cipher: PayloadCipher,
    private readonly blobs: BlobStore,
    private readonly offloadBytes: number,
    private readonly workspaceOf: WorkspaceOfWorkflow = async () => undefined,
  ) {}

  async encode(payloads: Payload[], context?: SerializationContext): Promise<Payload[]> {
    const workspaceId = context?.workflowId ? await this.workspaceOf(context.workflowId) : undefined;
    return Promise.all(payloads.map((payload) => this.encodeOne(payload, workspaceId)));
  }

  private async encodeOne(payload: Payload, workspaceId: string | undefined): Promise<Payload> {
    const plain = ProtoPayload.encode(payload).finish();
    const metadata = { [KEY_ID]: text(this.cipher.keyId), ...(workspaceId ? { [WORKSPACE]: text(workspaceId) } : {}) };
    const aad = associatedData(workspaceId);
    // A blob is always deflated, so a payload already stored needs neither compressing nor encrypting.
    const blob = (address: string): Payload => ({ metadata: { ...metadata, [COMPRESSION]: text(DEFLATE), encoding: text(BLOB) }, data: text(address) });
    const address = plain.length + SEAL_BYTES > this.offloadBytes ? this.cipher.address(plain, workspaceId) : undefined;
    if (address && (await this.blobs.has(address))) return blob(address);
    const compressed = plain.length >= COMPRESS_FROM_BYTES ? await deflate(plain) : undefined;
    const body = compressed && compressed.length < plain.length ? compressed : plain;
    if (!address || body.length + SEAL_BYTES <= this.offloadBytes) {
      const inline = { ...metadata, ...(body === compressed ? { [COMPRESSION]: text(DEFLATE) } : {}), encoding: text(ENCRYPTED) };
      return { metadata: inline, data: this.cipher.encrypt(body, aad) };
    }
    await this.blobs.put(address, this.cipher.encrypt(compressed ?? (await deflate(plain)), aad), workspaceId);
    return blob(address);
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    const encodingOf = (p: Payload) => read(p.metadata?.encoding);
    const blobs = await this.blobs.getMany(payloads.filter((p) => encodingOf(p) === BLOB).map((p) => read(p.data)));
    return Promise.all(
      payloads.map(async (payload) => {
        const encoding = encodingOf(payload);
        if (!isTandemPayload(payload)) return payload;
        const sealed = encoding === BLOB ? blobs.get(read(payload.data)) : payload.data;
        if (!sealed) throw new Error(`Payload blob ${read(payload.data)} is missing (past its retention?)`);
        const body = this.cipher.decrypt(sealed, read(payload.metadata?.[KEY_ID]), associatedData(payloadWorkspace(payload)));
        const plain = read(payload.metadata?.[COMPRESSION]) === DEFLATE ? await inflate(body) : body;
        return ProtoPayload.decode(plain) as Payload;
      }),
    );
  }
}
