import { createCipheriv, createDecipheriv, createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for payload bytes: `iv | tag | ciphertext`. The key id lets keys rotate; the associated
 * data (the workspace a payload belongs to) is authenticated, so a payload cannot be passed off as
 * another workspace's.
 */
export class PayloadCipher {
  readonly keyId: string;
  /** The key as Node's key object, made once: a raw key would be imported again for every cipher. */
  private readonly secret: KeyObject;

  constructor(key: Buffer) {
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 12);
    this.secret = createSecretKey(key);
  }

  /**
   * Where a payload with this content is stored: a keyed hash, so equal payloads share one blob and
   * nobody without the key can tell what a blob holds from its address. Payloads of one workspace
   * (`scope`) share blobs only with each other: a blob is sealed for its workspace.
   */
  address(plain: Uint8Array, scope?: string): string {
    const hmac = createHmac('sha256', this.secret).update('tandem payload blob\n');
    if (scope !== undefined) hmac.update(`${scope}\n`);
    return hmac.update(plain).digest('hex');
  }

  encrypt(plain: Uint8Array, associatedData?: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.secret, iv);
    if (associatedData !== undefined) cipher.setAAD(Buffer.from(associatedData));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  decrypt(sealed: Uint8Array, keyId: string, associatedData?: string): Buffer {
    if (keyId !== this.keyId) throw new Error(`Payload was encrypted with key ${keyId}, which this server does not have`);
    const bytes = Buffer.from(sealed);
    const decipher = createDecipheriv('aes-256-gcm', this.secret, bytes.subarray(0, IV_BYTES));
    if (associatedData !== undefined) decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
