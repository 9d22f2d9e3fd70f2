import type { Db } from './client';

/**
 * A drizzle prepared statement, built once per database handle on first use. For the small reads every lead's
 * first message makes several times, building the SQL is most of drizzle's cost, and a named statement is parsed
 * and planned by PostgreSQL once per connection instead of at every call: on a burst of leads both count.
 * Values go in as `sql.placeholder(name)` and are passed to `execute`. Inside a transaction pass the `tx`
 * (it gets a statement of its own; the name still spares PostgreSQL the planning).
 */
export function preparedQuery<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const built = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
