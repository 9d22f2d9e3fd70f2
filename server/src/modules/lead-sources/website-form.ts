// The website form's rules: which sites may post a store's form, and what of a post its dedupe hash covers.
import { forbidden } from '../../lib/http-errors';

/** A site on the store's list (or any, with `*`); a post without an Origin is not a browser's. */
export const originAllowed = (origin: string | undefined, allowed: string[]) =>
  origin !== undefined && (allowed.includes('*') ? origin !== 'null' : allowed.includes(origin));

/** A site not on the store's list: its form's post, or its browser's preflight before a script's post. */
export const siteRefused = (origin: string | undefined) =>
  forbidden(
    `${origin ?? 'This site'} may not send leads to this store: add it to the website form's sites on Webhook Setup`,
  );

/** Everything but the capture key and honeypot, in a stable key order, for the payload hash. */
export function canonicalCaptureBody(body: Record<string, unknown>): string {
  const { key: _key, website: _website, ...rest } = body;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}
