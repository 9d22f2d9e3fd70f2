/**
 * Text PostgreSQL cannot store or a client should never have sent: NUL characters are removed (PostgreSQL refuses
 * them in text and jsonb) and lone surrogates (half of an emoji, cut) become U+FFFD. Applied to every
 * parsed body and query string before validation, so every text field of every route is covered at once.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function sanitizeText<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(sanitizeText) as T;
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const clean: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) clean[sanitizeText(key)] = sanitizeText(inner);
    return clean as T;
  }
  return value;
}
