import type { Payload, PayloadCodec } from '@temporalio/common';
import proto from '@temporalio/proto';
import type { BlobStore } from './blob-store.js';
import type { PayloadCipher } from './payload-cipher.js';

const ENCRYPTED = 'binary/tandem-encrypted';
const BLOB = 'binary/tandem-blob';
const KEY_ID = 'encryption-key-id';
const ProtoPayload = proto.temporal.api.common.v1.Payload;

const text = (value: string) => new TextEncoder().encode(value);
const read = (bytes: Uint8Array | null | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array());

/**
 * Every payload leaves the process encrypted; an encrypted payload over the threshold moves to
 * Postgres and the history keeps only its hash, so a 50 MB action output costs the history a few bytes.
 * Payloads this codec did not write (older histories) pass through unchanged.
 */
export class TandemCodec implements PayloadCodec {
  constructor(
    private readonly cipher: PayloadCipher,
    private readonly blobs: BlobStore,
    private readonly offloadBytes: number,
  ) {}

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return Promise.all(
      payloads.map(async (payload) => {
        const sealed = this.cipher.encrypt(ProtoPayload.encode(payload).finish());
        const metadata = { [KEY_ID]: text(this.cipher.keyId) };
        if (sealed.length <= this.offloadBytes) return { metadata: { ...metadata, encoding: text(ENCRYPTED) }, data: sealed };
        return { metadata: { ...metadata, encoding: text(BLOB) }, data: text(await this.blobs.put(sealed)) };
      }),
    );
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    const encodingOf = (p: Payload) => read(p.metadata?.encoding);
    const blobs = await this.blobs.getMany(payloads.filter((p) => encodingOf(p) === BLOB).map((p) => read(p.data)));
    return payloads.map((payload) => {
      const encoding = encodingOf(payload);
      if (encoding !== ENCRYPTED && encoding !== BLOB) return payload;
      const sealed = encoding === BLOB ? blobs.get(read(payload.data)) : payload.data;
      if (!sealed) throw new Error(`Payload blob ${read(payload.data)} is missing (past its retention?)`);
      return ProtoPayload.decode(this.cipher.decrypt(sealed, read(payload.metadata?.[KEY_ID]))) as Payload;
    });
  }
}
