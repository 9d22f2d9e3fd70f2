import { badRequest } from './http-errors';

/** The deepest nesting of arrays and objects a request may carry; real payloads stay under ten. */
export const MAX_NESTING_DEPTH = 64;

/** The 400 for data nested deeper than the limit, naming what was too deep ("body", "query string"). */
export const nestedTooDeep = (what: string) =>
  badRequest(`${what} is nested deeper than ${MAX_NESTING_DEPTH} levels`);

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Buffer.isBuffer(value);

/** Whether `value` nests arrays or objects deeper than `limit`, walked with a stack of its own (no recursion). */
function nestsDeeperThan(value: unknown, limit = MAX_NESTING_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (!isContainer(node)) continue;
    if (depth + 1 > limit) return true;
    for (const inner of Object.values(node)) if (isContainer(inner)) pending.push([inner, depth + 1]);
  }
  return false;
}

/** Throws the 400 when `value` nests deeper than the limit: call it before anything walks request data. */
export function assertNestingWithin(value: unknown, what: string): void {
  if (nestsDeeperThan(value)) throw nestedTooDeep(what);
}
