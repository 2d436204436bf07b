import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox('k1:first-secret-key-material');

  it('round-trips, with a fresh IV every time and nothing of the plaintext visible', () => {
    const a = box.seal('{"token":"s3cr3t"}', 'conn-1');
    const b = box.seal('{"token":"s3cr3t"}', 'conn-1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^k1\./);
    expect(a).not.toContain('s3cr3t');
    expect(box.open(a, 'conn-1')).toBe('{"token":"s3cr3t"}');
  });

  it('detects tampering, another context and unknown keys', () => {
    const sealed = box.seal('secret', 'conn-1');
    const [id, iv, tag, ct] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([id, iv, tag, flipped.toString('base64url')].join('.'), 'conn-1')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'conn-2')).toThrow(SecretBoxError);
    expect(() => createSecretBox('k1:another-secret').open(sealed, 'conn-1')).toThrow(SecretBoxError);
    expect(() => createSecretBox('k9:x').open(sealed, 'conn-1')).toThrow(/No secret key "k1"/);
  });

  it('rotates: the first key seals, older keys still open', () => {
    const old = box.seal('old secret', 'c');
    const rotated = createSecretBox('k2:second-secret-key-material, k1:first-secret-key-material');
    expect(rotated.open(old, 'c')).toBe('old secret');
    expect(rotated.seal('new', 'c')).toMatch(/^k2\./);
  });

  it('refuses malformed key specs', () => {
    for (const spec of ['', 'nokeyid', ':secret', 'k1:', 'bad id:x']) expect(() => createSecretBox(spec)).toThrow(SecretBoxError);
  });
});
