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

/**
 * Drizzle statements built once per shape (which filters a list has, its order) and per database handle, the values
 * passed to `execute` as placeholders. Build them with `.prepare('')`: unnamed, so PostgreSQL plans each call with
 * its values, as a list's best plan can depend on them (a common name walks the newest leads, a rare one reads the
 * trigram indexes). Only drizzle's building is saved, which on a page of leads is most of the app's own cost.
 */
export function statementsByShape<Shape, Prepared>(build: (db: Db, shape: Shape) => Prepared) {
  const built = new WeakMap<Db, Map<string, Prepared>>();
  return (db: Db, shape: Shape): Prepared => {
    let shapes = built.get(db);
    if (!shapes) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const key = JSON.stringify(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      prepared = build(db, shape);
      shapes.set(key, prepared);
    }
    return prepared;
  };
}
