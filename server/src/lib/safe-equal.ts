import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares secrets in constant time (hashing first so different lengths leak nothing either). */
export function safeEqual(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
