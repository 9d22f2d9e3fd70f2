/**
 * Query parameters whose values are secrets (webhook keys, tokens, signatures) or personal (what someone searched
 * for). Matched case-insensitively on the whole name.
 */
const SENSITIVE = new Set([
  'key',
  'hub.verify_token',
  'token',
  'access_token',
  'google_key',
  'signature',
  'secret',
  'password',
  'code',
  'search',
  'q',
  'email',
  'phone',
]);

/** The URL as it may be logged: sensitive query values replaced by `[redacted]`, the rest unchanged. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const parts = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {}
      return eq >= 0 && SENSITIVE.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, mark)}?${parts.join('&')}`;
}
