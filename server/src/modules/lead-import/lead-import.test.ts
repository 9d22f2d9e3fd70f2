import { toCsv } from '@lead-manager/contracts/csv';
import type { LeadImportRequest } from '@lead-manager/contracts/lead-import';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const admin = await app.adminCookie();

const MAPPING = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'E-mail',
  phone: 'Mobile',
  vehicleInterest: 'Vehicle',
  source: 'Source',
  status: 'Status',
  notes: 'Comments',
};
const HEADER = ['First Name', 'Last Name', 'E-mail', 'Mobile', 'Vehicle', 'Source', 'Status', 'Comments'];

const importCsv = (payload: Partial<LeadImportRequest> | string, cookie = admin) =>
  app.app.inject({
    method: 'POST',
    url: '/api/leads/import',
    headers: { cookie, 'content-type': 'application/json' },
    payload:
      typeof payload === 'string'
        ? payload
        : JSON.stringify({ dealershipId: 1, mapping: MAPPING, ...payload }),
  });

const leadCount = async () => (await db.select({ n: count() }).from(leads))[0]?.n ?? 0;
const leadsWithEmail = (email: string) => db.select().from(leads).where(eq(leads.email, email));

/** A seeded lead of Chevrolet (1) with an email: the person a row may name again. */
async function knownLead() {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.dealershipId, 1), isNotNull(leads.email), eq(leads.isTest, false)))
    .limit(1);
  if (!row?.email) throw new Error('the seed has no Chevrolet lead with an email');
  return row as typeof row & { email: string };
}

describe('POST /api/leads/import', () => {
  it('imports good rows, merges a known person, and reports a row without contact by its number', async () => {
    const known = await knownLead();
    const csv = toCsv([
      HEADER,
      [
        'Ana',
        'Import',
        'Ana.Import@Example.com',
        '(307) 555-0191',
        '2025 Chevrolet Equinox',
        'Facebook',
        'Contacted',
        'Called twice, "busy"',
      ],
      ['', '', '', '', 'Tahoe', '', '', 'no way to reach'],
      ['Known', 'Person', known.email.toUpperCase(), '', 'Silverado 1500', 'google', '', ''],
      ['Bo', 'Phoneonly', '', '307.555.0192', '', '', '', ''],
    ]);
    const before = await leadCount();
    const res = await importCsv({ csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 4,
      created: 2,
      merged: 1,
      failed: 1,
      errors: [{ row: 3, message: 'A lead needs a phone number or an email address' }],
    });
    expect(await leadCount()).toBe(before + 2);

    const [ana] = await leadsWithEmail('ana.import@example.com');
    expect(ana).toMatchObject({
      name: 'Ana Import',
      phone: '+13075550191',
      source: 'facebook',
      status: 'contacted',
      vehicleInterest: '2025 Chevrolet Equinox',
      dealershipId: 1,
      isTest: false,
    });
    expect(ana?.notes).toContain('Called twice, "busy"');
    const merged = await leadsWithEmail(known.email);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.notes).toContain('New enquiry via google');
    expect(merged[0]?.status).toBe(known.status);
  });

  it('merges a person named twice in the same file into one lead', async () => {
    const csv = toCsv([
      ['Name', 'Email'],
      ['Twice Listed', 'twice@example.com'],
      ['Twice Listed', 'TWICE@example.com'],
    ]);
    const res = await importCsv({ csv, mapping: { name: 'name', email: 'email' } });
    expect(res.json()).toMatchObject({ total: 2, created: 1, merged: 1, failed: 0 });
    expect(await leadsWithEmail('twice@example.com')).toHaveLength(1);
  });

  it('reports an unknown source or status and an unreadable phone per row, importing the rest', async () => {
    const csv = toCsv([
      HEADER,
      ['Src', 'Bad', 'src.bad@example.com', '', '', 'billboard', '', ''],
      ['Status', 'Bad', 'status.bad@example.com', '', '', '', 'sold!', ''],
      ['Phone', 'Bad', '', 'call me', '', '', '', ''],
      ['Fine', 'Row', 'fine.row@example.com', '', '', '', 'appointment scheduled', ''],
    ]);
    const res = await importCsv({ csv, firstRowNumber: 201 });
    const body = res.json();
    expect(body).toMatchObject({ total: 4, created: 1, failed: 3 });
    expect(body.errors.map((e: { row: number }) => e.row)).toEqual([201, 202, 203]);
    expect(body.errors[0].message).toMatch(/source "billboard" must be one of/);
    expect(body.errors[1].message).toMatch(/status "sold!" must be one of/);
    expect(body.errors[2].message).toMatch(/phone "call me" is not a valid phone number/);
    expect((await leadsWithEmail('fine.row@example.com'))[0]?.status).toBe('appointment_scheduled');
  });

  it('counts what a dry run would do and changes nothing', async () => {
    const known = await knownLead();
    const csv = toCsv([
      ['Name', 'Email', 'Phone'],
      ['Dry Run', 'dry.run@example.com', ''],
      ['Known Again', known.email, ''],
      ['Nobody', '', ''],
    ]);
    const before = await leadCount();
    const knownBefore = (await leadsWithEmail(known.email))[0];
    const res = await importCsv({
      csv,
      mapping: { name: 'Name', email: 'Email', phone: 'Phone' },
      dryRun: true,
    });
    expect(res.json()).toMatchObject({ total: 3, created: 1, merged: 1, failed: 1 });
    expect(await leadCount()).toBe(before);
    expect((await leadsWithEmail(known.email))[0]?.notes).toBe(knownBefore?.notes);
  });

  it('skips blank rows and reads CRLF, a BOM and quoted line ends', async () => {
    const csv = '\uFEFFName,Email,Notes\r\n\r\n"Multi, Line","multi@example.com","one\r\ntwo"\r\n,,\r\n';
    const res = await importCsv({ csv, mapping: { name: 'Name', email: 'Email', notes: 'Notes' } });
    expect(res.json()).toMatchObject({ total: 1, created: 1, failed: 0 });
    const [lead] = await leadsWithEmail('multi@example.com');
    expect(lead?.name).toBe('Multi, Line');
    expect(lead?.notes).toContain('one\r\ntwo');
  });

  it('answers 400 naming the field for a mapping to a missing column, no contact column, no header or bad body', async () => {
    const csv = toCsv([
      ['Name', 'Email'],
      ['X', 'x@example.com'],
    ]);
    const missing = await importCsv({ csv, mapping: { email: 'E-mail address' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'mapping.email', message: 'no column "E-mail address" in the file' },
    ]);

    const noContact = await importCsv({ csv, mapping: { name: 'Name' } });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().errors[0].path).toBe('mapping');

    const empty = await importCsv({ csv: '\r\n', mapping: { email: 'Email' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('csv');

    const noDealership = await importCsv({ csv, dealershipId: undefined });
    expect(noDealership.statusCode).toBe(400);
    expect(noDealership.json().errors[0].path).toBe('dealershipId');

    expect((await importCsv('{"dealershipId": 1,')).statusCode).toBe(400);
    expect(await leadsWithEmail('x@example.com')).toHaveLength(0);
  });

  it('accepts a file over the usual 1 MB body limit and refuses one over 5 MB', async () => {
    const filler = 'x'.repeat(1000);
    const rows = [
      ['Name', 'Email', 'Notes'],
      ...Array.from({ length: 1500 }, (_, i) => [`Big ${i}`, '', filler]),
    ];
    rows[1] = ['Big One', 'big.one@example.com', filler];
    const big = await importCsv({
      csv: toCsv(rows),
      mapping: { name: 'Name', email: 'Email', notes: 'Notes' },
      dryRun: true,
    });
    expect(big.statusCode).toBe(200);
    expect(big.json()).toMatchObject({ total: 1500, created: 1, failed: 1499 });

    const tooBig = await importCsv({
      csv: 'Email\n'.padEnd(5 * 1024 * 1024 + 10, 'a'),
      mapping: { email: 'Email' },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0].path).toBe('csv');
  });

  it('imports a chunk of 200 rows the web sends in one request', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => [`Chunk Person ${i}`, `chunk${i}@example.com`]);
    const res = await importCsv({
      csv: toCsv([['Name', 'Email'], ...rows]),
      mapping: { name: 'Name', email: 'Email' },
    });
    expect(res.json()).toMatchObject({ total: 200, created: 200, failed: 0 });
  });

  it('needs a session (401) and hides another dealership (404)', async () => {
    const csv = toCsv([['Email'], ['scoped@example.com']]);
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/api/leads/import',
      payload: { dealershipId: 1, csv, mapping: { email: 'Email' } },
    });
    expect(anonymous.statusCode).toBe(401);

    const hyundaiUser = await app.userCookie('user', [2]);
    const foreign = await importCsv({ csv, mapping: { email: 'Email' } }, hyundaiUser);
    expect(foreign.statusCode).toBe(404);
    const missing = await importCsv({ csv, mapping: { email: 'Email' }, dealershipId: 999 });
    expect(missing.statusCode).toBe(404);
    expect(await leadsWithEmail('scoped@example.com')).toHaveLength(0);

    const own = await importCsv({ csv, mapping: { email: 'Email' }, dealershipId: 2 }, hyundaiUser);
    expect(own.json()).toMatchObject({ created: 1 });
    expect((await leadsWithEmail('scoped@example.com'))[0]?.dealershipId).toBe(2);
  });
});

describe('imported leads and the assistant', () => {
  const firstContactJobs = async (leadId: number) =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'lead.first-contact' AND data->>'leadId' = ${String(leadId)}`,
      )
    )[0]?.n;

  it('queues no automatic first message for an imported lead, unlike a lead that just arrived', async () => {
    const csv = toCsv([
      HEADER,
      ['Old', 'Customer', 'old.customer@example.com', '(512) 555-0188', 'Tahoe', '', '', ''],
    ]);
    expect((await importCsv({ csv })).statusCode).toBe(200);
    const [imported] = await leadsWithEmail('old.customer@example.com');
    expect(imported).toBeDefined();
    expect(await firstContactJobs(imported?.id ?? 0)).toBe(0);

    const fresh = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie: admin },
      payload: {
        name: 'New Arrival',
        email: 'new.arrival@example.com',
        phone: '(512) 555-0187',
        source: 'facebook',
        vehicleInterest: 'Tahoe',
        dealershipId: 1,
      },
    });
    expect(await firstContactJobs(fresh.json().id)).toBe(1);
  });
});
