import { Writable } from 'node:stream';
import { toCsv } from '@lead-manager/contracts/csv';
import { count, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../lib/logger';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { importKit } from './import-test-kit';
import { IMPORTS_PER_WINDOW } from './lead-import.routes';
import { leadImports } from './lead-import.tables';

// The production logger at info, into memory: the import's log lines are read back.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const app = await createTestApp({ logger: pino(loggerOptions({ LOG_LEVEL: 'info' }), sink) });
const db = app.database.db;
const { startImport, readImport, waitForImport, importAndWait } = importKit(app);

const emails = (prefix: string, n: number) =>
  toCsv([['Email'], ...Array.from({ length: n }, (_, i) => [`${prefix}${i}@example.com`])]);
const importCount = async () => (await db.select({ n: count() }).from(leadImports))[0]?.n ?? 0;
const leadsLike = async (pattern: string) =>
  (await db.select({ n: count() }).from(leads).where(like(leads.email, pattern)))[0]?.n ?? 0;

describe('who may import, and how much', () => {
  it('refuses a salesperson (403) and stores nothing', async () => {
    const salesperson = await app.userCookie('user', [1]);
    const res = await startImport({ csv: emails('sales', 2), mapping: { email: 'Email' } }, salesperson);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/managers and admins/);
    expect(await leadsLike('sales%')).toBe(0);
  });

  it('refuses a file over the row cap with 413 naming it, before storing anything', async () => {
    const manager = await app.userCookie('manager', [1]);
    const before = await importCount();
    const csv = toCsv([['Email'], ...Array.from({ length: 50_001 }, (_, i) => [`c${i}@x.io`])]);
    const res = await startImport({ csv, mapping: { email: 'Email' } }, manager);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/more than 50,000 rows/);
    expect(await importCount()).toBe(before);
  });

  it('refuses a file over 5 MB with 413 naming the limit', async () => {
    const manager = await app.userCookie('manager', [1]);
    const csv = 'Email\n'.padEnd(5 * 1024 * 1024 + 10, 'a');
    const res = await startImport({ csv, mapping: { email: 'Email' } }, manager);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 5 MB/);
    expect(res.json().errors[0].path).toBe('csv');
  });

  it(`refuses a person's import number ${IMPORTS_PER_WINDOW + 1} in ten minutes (429), not another person's`, async () => {
    const manager = await app.userCookie('manager', [1]);
    const payload = { csv: emails('rate', 1), mapping: { email: 'Email' }, dryRun: true };
    for (let i = 0; i < IMPORTS_PER_WINDOW; i += 1) {
      expect((await startImport(payload, manager)).statusCode).toBe(202);
    }
    const refused = await startImport(payload, manager);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(`At most ${IMPORTS_PER_WINDOW} imports per 10 minutes`);
    const other = await app.userCookie('manager', [1]);
    expect((await startImport(payload, other)).statusCode).toBe(202);
  });
});

describe('an import runs beside everyone else', () => {
  // (A generous limit: 5,000 rows take seconds alone, far longer on a busy 2-core machine.)
  it('keeps /api/health and the leads list answering while a 5,000-row import runs', {
    timeout: 120_000,
  }, async () => {
    const manager = await app.userCookie('manager', [1]);
    const started = await startImport({ csv: emails('bulk', 5000), mapping: { email: 'Email' } }, manager);
    expect(started.statusCode).toBe(202);
    const id = started.json().id as number;
    // Once a first batch has committed, other requests are answered before the import ends.
    await waitForImport(id, manager, (p) => p.processed > 0);
    const health = await app.app.inject({ method: 'GET', url: '/api/health' });
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/leads?dealershipId=1',
      headers: { cookie: manager },
    });
    const during = (await readImport(id, manager)).json();
    expect(health.statusCode).toBe(200);
    expect(list.statusCode).toBe(200);
    expect(during.state).toBe('running');
    expect(during.processed).toBeLessThan(5000);

    const done = await waitForImport(id, manager);
    expect(done).toMatchObject({ state: 'done', total: 5000, processed: 5000, created: 5000, failed: 0 });
    expect(await leadsLike('bulk%')).toBe(5000);
  });

  it('logs one summary line per import, with its counts and no row contents', async () => {
    const manager = await app.userCookie('manager', [1]);
    const csv = toCsv([
      ['Email', 'Phone'],
      ['secret.person@example.com', ''],
      ['', 'not a phone'],
    ]);
    const progress = await importAndWait({ csv, mapping: { email: 'Email', phone: 'Phone' } }, manager);
    const mine = lines.map((l) => JSON.parse(l)).filter((l) => l.importId === progress.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'lead import finished', total: 2, created: 1, failed: 1 });
    expect(mine[0].durationMs).toEqual(expect.any(Number));
    expect(lines.join('')).not.toContain('secret.person');
    expect(lines.join('')).not.toContain('not a phone');
  });

  it('goes on after an interrupted run from its last committed batch, doubling no lead', async () => {
    const manager = await app.userCookie('manager', [1]);
    const csv = emails('resume', 6);
    const first = await importAndWait({ csv, mapping: { email: 'Email' } }, manager);
    expect(first).toMatchObject({ created: 6 });
    // As a process that died after committing four rows leaves it: running, four rows counted, the file kept.
    await db
      .update(leadImports)
      .set({ state: 'running', processed: 4, created: 4, csv, finishedAt: null })
      .where(eq(leadImports.id, first.id));
    await app.app.services.leadImport.runImport(first.id, { isFinalAttempt: false });
    const resumed = (await readImport(first.id, manager)).json();
    // Rows 5 and 6 were read again: their people exist, so they merge; none is doubled.
    expect(resumed).toMatchObject({ state: 'done', processed: 6, created: 4, merged: 2 });
    expect(await leadsLike('resume%')).toBe(6);
  });
});
