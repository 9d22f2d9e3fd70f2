import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretsKeyError, secretsKeyOf } from '../config/secrets-key';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('fb-app-secret-123');
    expect(sealed).not.toContain('fb-app-secret-123');
    expect(box.open(sealed)).toBe('fb-app-secret-123');
    expect(box.seal('fb-app-secret-123')).not.toBe(sealed); // a fresh nonce each time
  });

  it('refuses a value sealed with another key or altered', () => {
    const sealed = box.seal('token');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
  });
});

describe('the secrets key', () => {
  it('is required with PostgreSQL, naming SECRETS_KEY', () => {
    expect(() => secretsKeyOf({ DATABASE_URL: 'postgres://x/y', DATA_DIR: '/nowhere' })).toThrow(
      SecretsKeyError,
    );
    expect(() => secretsKeyOf({ DATABASE_URL: 'postgres://x/y', DATA_DIR: '/nowhere' })).toThrow(
      /SECRETS_KEY/,
    );
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => secretsKeyOf({ SECRETS_KEY: 'short', DATA_DIR: '/nowhere' })).toThrow(
      /SECRETS_KEY: must be 32/,
    );
    const hex = randomBytes(32).toString('hex');
    expect(secretsKeyOf({ SECRETS_KEY: hex, DATA_DIR: '/nowhere' })).toEqual(Buffer.from(hex, 'hex'));
  });

  it('is generated once into the embedded database’s data directory and read back on the next start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-key-'));
    try {
      const first = secretsKeyOf({ DATA_DIR: dir });
      expect(first).toHaveLength(32);
      expect(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
      expect(secretsKeyOf({ DATA_DIR: dir })).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
