import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../lib/request-context';
import { newPreparedStatements, withPreparedBackgroundStatements } from './pglite-prepared';

/**
 * Background work's repeated statements run prepared on the embedded database, with the same answers as when
 * PGlite binds the values itself; a web request's statements are never prepared.
 */
describe('prepared background statements on the embedded database', () => {
  let pglite: PGlite;
  let db: PGlite;

  const inJob = <T>(run: () => Promise<T>) =>
    requestContext.run({ requestId: 'job-1', job: 'test.job' }, run);
  const inRequest = <T>(run: () => Promise<T>) => requestContext.run({ requestId: 'req-1' }, run);
  /** The session's prepared statements, as the statements they run (PostgreSQL keeps the whole PREPARE). */
  const preparedTexts = async () =>
    (await pglite.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map(
      (row) => row.statement.replace(/^PREPARE \w+ AS /, ''),
    );

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
    await pglite.exec(
      'CREATE TABLE notes (id serial PRIMARY KEY, body text, done boolean, weight numeric, at timestamptz)',
    );
    db = withPreparedBackgroundStatements(pglite, newPreparedStatements());
  });
  afterAll(() => pglite.close());

  it('answers a job’s third run of a statement from a prepared one, values as PGlite would bind them', async () => {
    const insert =
      'INSERT INTO notes (body, done, weight) VALUES ($1, $2, $3) RETURNING id, body, done, weight';
    const bodies = [`it's "$1" \\ C:\\path`, `l'été ''`, null, '¿Sí? $2'];
    const answers = [];
    for (const [i, body] of bodies.entries())
      answers.push((await inJob(() => db.query(insert, [body, i % 2 === 0, i + 0.5]))).rows[0]);
    expect(answers).toEqual(
      bodies.map((body, i) => ({ id: i + 1, body, done: i % 2 === 0, weight: String(i + 0.5) })),
    );
    expect(await preparedTexts()).toContain(insert);
  });

  it('prepares nothing a web request runs, nor a statement with a value that is not plain', async () => {
    const byBody = 'SELECT count(*)::int AS n FROM notes WHERE body = $1';
    const since = 'SELECT count(*)::int AS n FROM notes WHERE at IS NULL OR at < $1';
    for (let i = 0; i < 4; i += 1) {
      expect((await inRequest(() => db.query<{ n: number }>(byBody, [`l'été ''`]))).rows[0]?.n).toBe(1);
      expect((await inJob(() => db.query<{ n: number }>(since, [new Date()]))).rows[0]?.n).toBe(4);
    }
    const prepared = await preparedTexts();
    expect(prepared).not.toContain(byBody);
    expect(prepared).not.toContain(since);
  });

  it('prepares at once a statement that reads its rows from one JSON document, for a web request too', async () => {
    const intake = `INSERT INTO notes (body, done) SELECT body, done FROM jsonb_to_recordset($1::jsonb)
      AS i(body text, done boolean) RETURNING body`;
    const rows = [{ body: `Zoë's "$1" note`, done: false }];
    const answer = await inRequest(() => db.query<{ body: string }>(intake, [JSON.stringify(rows)]));
    expect(answer.rows).toEqual([{ body: `Zoë's "$1" note` }]);
    expect(await preparedTexts()).toContain(intake);
  });

  it('prepares inside a job’s transaction too, and the statement outlives a rollback', async () => {
    const update = 'UPDATE notes SET done = $1 WHERE id = $2 RETURNING done';
    const run = () => inJob(() => db.transaction((tx) => tx.query<{ done: boolean }>(update, [true, 2])));
    await run();
    await run();
    await inJob(() =>
      db
        .transaction(async (tx) => {
          await tx.query(update, [false, 2]);
          throw new Error('roll back');
        })
        .catch(() => undefined),
    );
    expect((await run()).rows).toEqual([{ done: true }]);
    expect(await preparedTexts()).toContain(update);
  });

  it('prepares texts that first run at the same time under names of their own, and never waits on another’s PREPARE', async () => {
    const above = 'SELECT count(*)::int AS n FROM notes WHERE id > $1';
    const below = 'SELECT count(*)::int AS n FROM notes WHERE id <= $1';
    for (let i = 0; i < 2; i += 1)
      await inJob(() => Promise.all([db.query(above, [0]), db.query(below, [0])]));
    // The third runs at once, one inside a transaction: a plain run waiting on its PREPARE would wait forever.
    const counts = await inJob(() =>
      Promise.all([
        db.transaction(async (tx) => (await tx.query<{ n: number }>(above, [1])).rows[0]?.n),
        db.query<{ n: number }>(above, [1]).then((r) => r.rows[0]?.n),
        db.query<{ n: number }>(below, [1]).then((r) => r.rows[0]?.n),
      ]),
    );
    const total = (await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')).rows[0]?.n ?? 0;
    expect(counts).toEqual([total - 1, total - 1, 1]);
    const prepared = await preparedTexts();
    expect(prepared).toContain(above);
    expect(prepared).toContain(below);
  });
});
