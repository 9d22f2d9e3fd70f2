import type { Db } from './client';

/** A value made once per database handle (a transaction's handle gets its own). */
function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * A drizzle prepared statement, built once per database handle on first use. For the small reads every lead's
 * first message makes several times, building the SQL is most of drizzle's cost, and a named statement is parsed
 * and planned by PostgreSQL once per connection instead of at every call: on a burst of leads both count.
 * Values go in as `sql.placeholder(name)` and are passed to `execute`. Inside a transaction pass the `tx`
 * (it gets a statement of its own; the name still spares PostgreSQL the planning).
 */
export const preparedQuery = <Prepared>(build: (db: Db) => Prepared): ((db: Db) => Prepared) =>
  perDatabase(build);

/**
 * Drizzle statements built once per shape (which filters a list has, its order) and per database handle, the values
 * passed to `execute` as placeholders. Build them with `.prepare('')`: unnamed, so PostgreSQL plans each call with
 * its values, as a list's best plan can depend on them (a common name walks the newest leads, a rare one reads the
 * trigram indexes). Only drizzle's building is saved, which on a page of leads is most of the app's own cost.
 */
export function statementsByShape<Shape, Prepared>(build: (db: Db, shape: Shape) => Prepared) {
  const shapesOf = perDatabase(() => new Map<string, Prepared>());
  return (db: Db, shape: Shape): Prepared => {
    const shapes = shapesOf(db);
    const key = JSON.stringify(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      prepared = build(db, shape);
      shapes.set(key, prepared);
    }
    return prepared;
  };
}
