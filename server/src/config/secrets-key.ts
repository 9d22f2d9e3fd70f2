import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A start-up problem with SECRETS_KEY, told to the person starting the server in a sentence. */
export class SecretsKeyError extends Error {}

const KEY_FILE = 'secrets.key';

function parseKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new SecretsKeyError(
      'SECRETS_KEY: must be 32 random bytes, as base64 (`openssl rand -base64 32`) or 64 hex characters',
    );
  return key;
}

/**
 * The key that seals stored credentials. SECRETS_KEY wins; the embedded database keeps a generated one in its data
 * directory (the two are copied together); PostgreSQL needs it set, because several instances must share it and
 * a key generated beside one of them would lock the others out.
 */
export function secretsKeyOf(config: {
  SECRETS_KEY?: string;
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Buffer {
  if (config.SECRETS_KEY) return parseKey(config.SECRETS_KEY);
  if (config.DATABASE_URL)
    throw new SecretsKeyError(
      'SECRETS_KEY: required with DATABASE_URL, the key that encrypts the credentials set on the screens (the same on every instance; create one with `openssl rand -base64 32`)',
    );
  const file = path.join(config.DATA_DIR, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    // `wx`: two processes starting together keep whichever key was written first.
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return parseKey(fs.readFileSync(file, 'utf8').trim());
}
