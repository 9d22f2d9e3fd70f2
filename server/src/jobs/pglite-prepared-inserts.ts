/** pg-boss's view of a database: one statement and its parameters in, rows out. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Statement texts already prepared in the embedded database's one session, with their names. */
export type PreparedNames = Map<string, string>;

/** pg-boss's statements are templates (one per kind and queue); a bound keeps a text that varies from piling up. */
const MAX_PREPARED = 200;

/** A text literal; PostgreSQL reads backslashes as themselves (standard_conforming_strings is on). */
const textLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * On the embedded database, pg-boss's job inserts run as statements prepared once (`PREPARE` / `EXECUTE`) instead
 * of being parsed and planned for every job. PGlite plans a statement on every call; pg-boss's insert (one text
 * parameter: the jobs as JSON) took 3.2 ms that way and 1.6 ms prepared, and a new lead makes two of them (its
 * first contact and its follow-up steps). Only statements with exactly one text parameter are prepared (every
 * pg-boss insert has that shape, and most of its fetches); the rest go through as they are. PGlite has one session, so one set of names
 * serves the instance and every transaction on it (a `PREPARE` outlives a transaction that rolls back).
 */
export function preparingOneTextParameter(
  database: SqlExecutor,
  /** Runs a statement as written, with no placeholders read into it (the literal may hold a "$1" of its own). */
  runVerbatim: (statement: string) => Promise<{ rows: unknown[] }>,
  names: PreparedNames,
): SqlExecutor {
  return {
    async executeSql(text, values) {
      const [value] = values ?? [];
      if (values?.length !== 1 || typeof value !== 'string') return database.executeSql(text, values);
      let name = names.get(text);
      if (!name && names.size >= MAX_PREPARED) return database.executeSql(text, values);
      if (!name) {
        name = `pgboss_text_statement_${names.size + 1}`;
        await runVerbatim(`PREPARE ${name} AS ${text}`);
        names.set(text, name);
      }
      return runVerbatim(`EXECUTE ${name}(${textLiteral(value)})`);
    },
  };
}
