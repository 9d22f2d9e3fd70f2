import { assertNestingWithin } from './nesting-depth';

// JSON from ad platforms (Meta, TikTok, Google) carries 64-bit ids as numbers.

/** Node 22+ hands a reviver the source text of each primitive (JSON.parse source text access). */
type SourceReviver = (key: string, value: unknown, context?: { source?: string }) => unknown;
const LONG_INTEGER = /^-?\d{16,}$/;

/** Integers of 16 digits or more may exceed 2^53 and lose digits as numbers: keep them as their exact text. */
const keepLongIntegersAsText: SourceReviver = (_key, value, context) =>
  typeof value === 'number' && context?.source && LONG_INTEGER.test(context.source) ? context.source : value;

/** The parsed JSON; a 400 when it nests deeper than the limit (the reviver's walk recurses: checked before it). */
export function parseJsonKeepingBigIds(text: string): unknown {
  const value: unknown = JSON.parse(text);
  assertNestingWithin(value, 'body');
  // Most bodies (every website form) have no run of 16 digits at all: nothing to protect, no reviver to call.
  if (!/\d{16}/.test(text)) return value;
  return JSON.parse(text, keepLongIntegersAsText as Parameters<typeof JSON.parse>[1]);
}
