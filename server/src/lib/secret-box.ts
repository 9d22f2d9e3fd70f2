import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals the credentials a store types on a screen (app secrets, tokens, signing keys) before they are stored, so
 * a copy of the database without the key reads nothing. AES-256-GCM with a fresh 96-bit nonce per value; the
 * sealed text is `v1.<nonce>.<tag>.<ciphertext>` in base64url, so a later key or algorithm can take `v2`.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was sealed with another key or altered. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('a secret box needs a 32-byte key');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
