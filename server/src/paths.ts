import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file sits one level below it in the sources (src/) and so does the compiled
 * bundle (dist/), so the same expression finds it in both: keep it at this depth.
 */
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(SERVER_ROOT, '..');

export const paths = {
  migrations: path.join(SERVER_ROOT, 'drizzle'),
  webDist: path.join(REPO_ROOT, 'web', 'dist'),
  /** A `.env` at the repository root is read if present; real environment variables win. */
  envFile: path.join(REPO_ROOT, '.env'),
};
