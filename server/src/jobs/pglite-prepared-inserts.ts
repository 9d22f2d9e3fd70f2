import { type PreparedStatements, runPrepared } from '../db/pglite-prepared';

/** pg-boss's view of a database: one statement and its parameters in, rows out. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * On the embedded database, pg-boss's job inserts run as statements prepared once (db/pglite-prepared.ts) from
 * their first run, wherever they run: a new lead makes two of them (its first contact, inside the capture's
 * transaction, and its follow-up steps). Only statements with exactly one text parameter are taken (every pg-boss
 * insert has that shape); the rest go through as they are.
 */
export function preparingOneTextParameter(
  database: SqlExecutor,
  /** Runs a statement as written, with no placeholders read into it (a literal may hold a "$1" of its own). */
  runVerbatim: (statement: string) => Promise<{ rows: unknown[] }>,
  statements: PreparedStatements,
): SqlExecutor {
  return {
    executeSql(text, values) {
      if (values?.length !== 1 || typeof values[0] !== 'string') return database.executeSql(text, values);
      return runPrepared(
        statements,
        (t, p) => (p ? database.executeSql(t, p) : runVerbatim(t)),
        text,
        values,
        {
          eager: true,
        },
      );
    },
  };
}
