import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals and opens connection secrets; `context` (the connection id) binds a sealed value to its row. */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

export class SecretBoxError extends Error {}

const IV_BYTES = 12;
const KEY_ID = /^[A-Za-z0-9_-]+$/;

/** `<keyId>:<secret>`: the AES-256 key is the SHA-256 of a secret that should be 32+ random bytes. */
function parseKeys(spec: string): Array<[string, Buffer]> {
  const keys = spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): [string, Buffer] => {
      const at = entry.indexOf(':');
      const id = entry.slice(0, at);
      if (at < 1 || !KEY_ID.test(id) || at === entry.length - 1) throw new SecretBoxError('Each secret key must look like <keyId>:<secret>');
      return [id, createHash('sha256').update(entry.slice(at + 1)).digest()];
    });
  if (keys.length === 0) throw new SecretBoxError('No secret key given');
  return keys;
}

/**
 * AES-256-GCM with a random IV per value: `<keyId>.<iv>.<tag>.<ciphertext>` (base64url). Keys rotate by
 * putting a new key first: new values are sealed with it, old ones still open with the key they name.
 */
export function createSecretBox(keySpec: string): SecretBox {
  const keys = parseKeys(keySpec);
  const [currentId, currentKey] = keys[0]!;
  const byId = new Map(keys);
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv).setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [currentId, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, context) {
      const [keyId = '', iv = '', tag = '', ciphertext = ''] = sealed.split('.');
      const key = byId.get(keyId);
      if (!key) throw new SecretBoxError(`No secret key "${keyId}" to open this value`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('The sealed value was altered or belongs elsewhere');
      }
    },
  };
}
