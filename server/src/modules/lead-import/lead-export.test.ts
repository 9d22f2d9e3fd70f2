import { defuseFormula, parseCsv } from '@lead-manager/contracts/csv';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { EXPORT_BATCH_SIZE, EXPORT_COLUMNS } from './lead-export';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const admin = await app.adminCookie();

const exportCsv = (query = '', cookie: string | null = admin) =>
  app.app.inject({
    method: 'GET',
    url: `/api/leads/export.csv${query}`,
    headers: cookie ? { cookie } : {},
  });

/** The data rows of an answer as objects keyed by the header. */
function rowsOf(body: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(body);
  expect(header).toEqual([...EXPORT_COLUMNS]);
  return rows.map((cells) => Object.fromEntries(cells.map((cell, i) => [header?.[i], cell])));
}

const countWhere = async (where: ReturnType<typeof and>) =>
  (await db.select({ n: count() }).from(leads).where(where))[0]?.n ?? 0;

describe('GET /api/leads/export.csv', () => {
  it('leaves test leads out, and exports them alone with the Test filter', async () => {
    const [probe] = await db
      .insert(leads)
      .values({
        name: 'Export Probe Test',
        email: 'probe@example.com',
        source: 'website',
        dealershipId: 2,
        isTest: true,
      })
      .returning();
    const names = (body: string) => rowsOf(body).map((r) => r.Name);
    try {
      const real = names((await exportCsv('?dealershipId=2')).body);
      expect(real.length).toBeGreaterThan(0);
      expect(real).not.toContain('Export Probe Test');
      expect(names((await exportCsv('?dealershipId=2&test=only')).body)).toEqual(['Export Probe Test']);
      // A selection is exported as chosen.
      expect(names((await exportCsv(`?ids=${probe?.id}`)).body)).toEqual(['Export Probe Test']);
    } finally {
      await db.delete(leads).where(eq(leads.id, probe?.id ?? 0));
    }
  });

  it('downloads every lead with a header row, quoted fields, E.164 phones and ISO dates', async () => {
    const [tricky] = await db
      .insert(leads)
      .values({
        name: 'Cook, "Tommy"',
        email: 'tommy.cook@example.com',
        phone: '+13075550177',
        source: 'website',
        vehicleInterest: '=HYPERLINK("http://evil")',
        dealershipId: 3,
        notes: 'line one\nline two',
        createdAt: new Date('2026-01-02T03:04:05.000Z'),
      })
      .returning();
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(await countWhere(undefined));
    const row = rows.find((r) => r.Id === String(tricky?.id));
    expect(row).toMatchObject({
      Name: 'Cook, "Tommy"',
      Phone: '+13075550177',
      Email: 'tommy.cook@example.com',
      'Vehicle Interest': `'=HYPERLINK("http://evil")`,
      Notes: 'line one\nline two',
      'Dealership Id': '3',
      Dealership: 'Lakeside Auto Group Ford',
      // The Ford store is in Eastern time: 03:04 UTC was 22:04 the evening before there.
      'Created At': '2026-01-01T22:04:05-05:00',
    });
  });

  it('defuses every cell a spreadsheet would run, the e-mail and source columns included', async () => {
    const [hostile] = await db
      .insert(leads)
      .values({
        name: '@SUM(1+1)*cmd',
        email: "=cmd|' /C calc'!A0@example.com",
        phone: '+13075550178',
        source: '-2+3+cmd|calc',
        vehicleInterest: '\t=1+1',
        dealershipId: 3,
        notes: '+1+1',
      })
      .returning();
    const row = rowsOf((await exportCsv()).body).find((r) => r.Id === String(hostile?.id));
    expect(row).toMatchObject({
      Name: "'@SUM(1+1)*cmd",
      Email: "'=cmd|' /C calc'!A0@example.com",
      Source: "'-2+3+cmd|calc",
      'Vehicle Interest': "'\t=1+1",
      Notes: "'+1+1",
      Phone: '+13075550178',
    });
  });

  it('applies the list filters: dealership, status, source and search', async () => {
    const fordNew = rowsOf((await exportCsv('?dealershipId=3&status=new&source=all')).body);
    expect(fordNew.length).toBe(await countWhere(and(eq(leads.dealershipId, 3), eq(leads.status, 'new'))));
    expect(fordNew.every((r) => r['Dealership Id'] === '3' && r.Status === 'new')).toBe(true);

    const website = rowsOf((await exportCsv('?source=website&status=all')).body);
    expect(website.length).toBe(await countWhere(eq(leads.source, 'website')));

    const searched = rowsOf((await exportCsv('?search=tommy.cook')).body);
    expect(searched.map((r) => r.Name)).toEqual(['Cook, "Tommy"']);

    // A closed lead says how it ended; an open one leaves both columns empty.
    const closed = rowsOf((await exportCsv('?status=closed')).body);
    expect(closed.length).toBeGreaterThan(0);
    // The demo's closed leads: sold ones, and lost ones with their reason.
    expect(closed.every((r) => (r.Outcome === 'sold') === (r['Lost Reason'] === ''))).toBe(true);
    expect(new Set(closed.map((r) => r.Outcome))).toEqual(new Set(['sold', 'lost']));
    expect(fordNew.every((r) => r.Outcome === '' && r['Lost Reason'] === '')).toBe(true);
  });

  it('applies the Owner filter: mine, unassigned, or one person’s', async () => {
    const me = await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: admin } });
    const myId: number = me.json().id;
    const [mine] = await db
      .insert(leads)
      .values({
        name: 'Owned By Admin',
        phone: '+13075550179',
        source: 'website',
        dealershipId: 1,
        assignedUserId: myId,
      })
      .returning();
    const ids = (body: string) => rowsOf(body).map((r) => Number(r.Id));

    const own = ids((await exportCsv('?assignedUserId=me')).body);
    expect(own).toContain(mine?.id);
    expect(own).toHaveLength(await countWhere(eq(leads.assignedUserId, myId)));
    expect(ids((await exportCsv(`?assignedUserId=${myId}`)).body).sort()).toEqual([...own].sort());

    const unassigned = ids((await exportCsv('?assignedUserId=none')).body);
    expect(unassigned).not.toContain(mine?.id);
    expect(unassigned).toHaveLength(await countWhere(isNull(leads.assignedUserId)));

    const bad = await exportCsv('?assignedUserId=someone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('assignedUserId');
  });

  it('exports only the selected leads, and only those in the user’s stores', async () => {
    const picked = await db.select({ id: leads.id, dealershipId: leads.dealershipId }).from(leads).limit(40);
    const ford = picked.filter((l) => l.dealershipId === 3).slice(0, 2);
    const other = picked.find((l) => l.dealershipId !== 3);
    if (ford.length < 2 || !other) throw new Error('the seed has leads in Ford and elsewhere');
    const ids = [...ford, other].map((l) => l.id).join(',');
    const all = rowsOf((await exportCsv(`?ids=${ids}`)).body);
    expect(all.map((r) => Number(r.Id)).sort()).toEqual([...ford, other].map((l) => l.id).sort());
    const fordUser = await app.userCookie('user', [3]);
    const own = rowsOf((await exportCsv(`?ids=${ids}`, fordUser)).body);
    expect(own.map((r) => Number(r.Id)).sort()).toEqual(ford.map((l) => l.id).sort());
    const bad = await exportCsv('?ids=1,x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('ids');
  });

  it('pages through more leads than one batch', async () => {
    const values = Array.from({ length: EXPORT_BATCH_SIZE + 5 }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk${i}@example.com`,
      source: 'tiktok',
      vehicleInterest: 'Any',
      dealershipId: 2,
    }));
    await db.insert(leads).values(values);
    const rows = rowsOf((await exportCsv('?dealershipId=2&source=tiktok')).body);
    expect(rows.length).toBe(await countWhere(and(eq(leads.dealershipId, 2), eq(leads.source, 'tiktok'))));
    expect(new Set(rows.map((r) => r.Id)).size).toBe(rows.length);
  });

  it('shows a user only their dealerships and answers 404 for another one', async () => {
    const fordUser = await app.userCookie('user', [3]);
    const own = rowsOf((await exportCsv('', fordUser)).body);
    expect(own.length).toBe(await countWhere(eq(leads.dealershipId, 3)));
    expect(own.every((r) => r['Dealership Id'] === '3')).toBe(true);

    const foreign = await exportCsv('?dealershipId=1', fordUser);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Dealership not found' });
  });

  it('needs a session (401) and rejects a bad filter (400 naming it)', async () => {
    expect((await exportCsv('', null)).statusCode).toBe(401);
    const bad = await exportCsv('?status=won');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('status');
    const badDealership = await exportCsv('?dealershipId=abc');
    expect(badDealership.statusCode).toBe(400);
  });

  it('defuses formulas in free text but keeps phones as stored', () => {
    expect(defuseFormula('=1+1')).toBe("'=1+1");
    expect(defuseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(defuseFormula('Silverado')).toBe('Silverado');
    expect(defuseFormula(null)).toBeNull();
    expect(defuseFormula('+13075550177')).toBe('+13075550177');
    expect(defuseFormula('+1 (307) 555-0177+cmd')).toBe("'+1 (307) 555-0177+cmd");
  });
});
