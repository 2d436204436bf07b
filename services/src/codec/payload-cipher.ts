import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM for payload bytes: `iv | tag | ciphertext`. The key id lets keys rotate. */
export class PayloadCipher {
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 12);
  }

  /**
   * Where a payload with this content is stored: a keyed hash, so equal payloads share one blob and
   * nobody without the key can tell what a blob holds from its address.
   */
  address(plain: Uint8Array): string {
    return createHmac('sha256', this.key).update('tandem payload blob\n').update(plain).digest('hex');
  }

  encrypt(plain: Uint8Array): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  decrypt(sealed: Uint8Array, keyId: string): Buffer {
    if (keyId !== this.keyId) throw new Error(`Payload was encrypted with key ${keyId}, which this server does not have`);
    const bytes = Buffer.from(sealed);
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
