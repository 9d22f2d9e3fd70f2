/**
 * The fields of `patch` whose value differs from `before` (compared as JSON, so nested values such as business
 * hours compare by content): `{ fields, from, to }` for an audit entry, or null when nothing changed.
 */
export function changedFields<T extends object>(before: T, after: T, keys: readonly (keyof T & string)[]) {
  const fields = keys.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  if (fields.length === 0) return null;
  return {
    fields,
    from: Object.fromEntries(fields.map((k) => [k, before[k] ?? null])),
    to: Object.fromEntries(fields.map((k) => [k, after[k] ?? null])),
  };
}
