import { toCsv } from '@lead-manager/contracts/csv';
import type { LeadImportRequest } from '@lead-manager/contracts/lead-import';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { importKit } from './import-test-kit';

const app = await createTestApp();
const db = app.database.db;
// A manager per few tests: each person may start only a few imports in ten minutes.
const manager = await app.userCookie('manager', [1, 2]);
const { startImport, importAndWait, readImport } = importKit(app);

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

const importCsv = (payload: Partial<LeadImportRequest>, cookie = manager) =>
  importAndWait({ mapping: MAPPING, ...payload }, cookie);
const refused = (payload: Partial<LeadImportRequest> | string, cookie = manager) =>
  startImport(typeof payload === 'string' ? payload : { mapping: MAPPING, ...payload }, cookie);

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
  it('answers 202 at once and imports in the background: good rows, a known person merged, a bad row by number', async () => {
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
    const started = await refused({ csv });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ id: expect.any(Number), state: 'queued' });
    const { waitForImport } = importKit(app);
    const progress = await waitForImport(started.json().id, manager);
    expect(progress).toMatchObject({
      state: 'done',
      dryRun: false,
      dealershipId: 1,
      total: 4,
      processed: 4,
      created: 2,
      merged: 1,
      failed: 1,
      failure: null,
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

  it('closes a row as sold or lost as the file says; a bare closed is lost for another reason', async () => {
    const csv = toCsv([
      HEADER,
      ['Sal', 'Sold', 'sal.sold@example.com', '', '', '', 'Sold', ''],
      ['Lia', 'Lost', 'lia.lost@example.com', '', '', '', 'lost', ''],
      ['Cy', 'Closed', 'cy.closed@example.com', '', '', '', 'closed', ''],
    ]);
    expect(await importCsv({ csv })).toMatchObject({ state: 'done', created: 3, failed: 0 });
    const ended = async (email: string) => {
      const [lead] = await leadsWithEmail(email);
      return [lead?.status, lead?.outcome, lead?.lostReason];
    };
    expect(await ended('sal.sold@example.com')).toEqual(['closed', 'sold', null]);
    expect(await ended('lia.lost@example.com')).toEqual(['closed', 'lost', 'other']);
    expect(await ended('cy.closed@example.com')).toEqual(['closed', 'lost', 'other']);
  });

  it('merges a person named twice in the same file into one lead', async () => {
    const csv = toCsv([
      ['Name', 'Email'],
      ['Twice Listed', 'twice@example.com'],
      ['Twice Listed', 'TWICE@example.com'],
    ]);
    const progress = await importCsv({ csv, mapping: { name: 'name', email: 'email' } });
    expect(progress).toMatchObject({ total: 2, created: 1, merged: 1, failed: 0 });
    expect(await leadsWithEmail('twice@example.com')).toHaveLength(1);
  });

  it('reports each bad row by its number and field, importing the rows around it', async () => {
    const csv = toCsv([
      HEADER,
      ['Src', 'Bad', 'src.bad@example.com', '', '', 'billboard', '', ''],
      ['Before', 'Fine', 'before.fine@example.com', '', '', '', '', ''],
      ['Status', 'Bad', 'status.bad@example.com', '', '', '', 'sold!', ''],
      ['Phone', 'Bad', '', 'call me', '', '', '', ''],
      ['Fine', 'Row', 'fine.row@example.com', '', '', '', 'appointment scheduled', ''],
    ]);
    const progress = await importCsv({ csv });
    expect(progress).toMatchObject({ state: 'done', total: 5, created: 2, failed: 3 });
    expect(progress.errors.map((e) => e.row)).toEqual([2, 4, 5]);
    expect(progress.errors[0]?.message).toMatch(/source "billboard" must be one of/);
    expect(progress.errors[1]?.message).toMatch(/status "sold!" must be one of/);
    expect(progress.errors[2]?.message).toMatch(/phone "call me" is not a valid phone number/);
    expect(await leadsWithEmail('before.fine@example.com')).toHaveLength(1);
    expect((await leadsWithEmail('fine.row@example.com'))[0]?.status).toBe('appointment_scheduled');
  });

  it('counts what a dry run would do and writes nothing', async () => {
    const known = await knownLead();
    const csv = toCsv([
      ['Name', 'Email', 'Phone'],
      ['Dry Run', 'dry.run@example.com', ''],
      ['Known Again', known.email, ''],
      ['Nobody', '', ''],
      ['Dry Run Again', 'DRY.RUN@example.com', '(307) 555-0177'],
    ]);
    const before = await leadCount();
    const knownBefore = (await leadsWithEmail(known.email))[0];
    const progress = await importCsv({
      csv,
      mapping: { name: 'Name', email: 'Email', phone: 'Phone' },
      dryRun: true,
    });
    expect(progress).toMatchObject({
      state: 'done',
      dryRun: true,
      total: 4,
      created: 1,
      merged: 2,
      failed: 1,
    });
    expect(progress.errors).toEqual([{ row: 4, message: 'A lead needs a phone number or an email address' }]);
    expect(await leadCount()).toBe(before);
    expect((await leadsWithEmail(known.email))[0]?.notes).toBe(knownBefore?.notes);
  });

  it('skips blank rows and reads CRLF, a BOM and quoted line ends', async () => {
    const csv = '\uFEFFName,Email,Notes\r\n\r\n"Multi, Line","multi@example.com","one\r\ntwo"\r\n,,\r\n';
    const progress = await importCsv({ csv, mapping: { name: 'Name', email: 'Email', notes: 'Notes' } });
    expect(progress).toMatchObject({ total: 1, created: 1, failed: 0 });
    const [lead] = await leadsWithEmail('multi@example.com');
    expect(lead?.name).toBe('Multi, Line');
    expect(lead?.notes).toContain('one\r\ntwo');
  });

  it('answers 400 naming the field for a mapping to a missing column, no contact column, no header or bad body', async () => {
    const csv = toCsv([
      ['Name', 'Email'],
      ['X', 'x@example.com'],
    ]);
    const cookie = await app.userCookie('manager', [1]);
    const missing = await refused({ csv, mapping: { email: 'E-mail address' } }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'mapping.email', message: 'no column "E-mail address" in the file' },
    ]);

    const noContact = await refused({ csv, mapping: { name: 'Name' } }, cookie);
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().errors[0].path).toBe('mapping');

    const empty = await refused({ csv: '\r\n', mapping: { email: 'Email' } }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('csv');

    const noRows = await refused({ csv: 'Email\r\n', mapping: { email: 'Email' } }, cookie);
    expect(noRows.statusCode).toBe(400);
    expect(noRows.json().message).toMatch(/no leads/);

    const noDealership = await refused({ csv, dealershipId: undefined }, cookie);
    expect(noDealership.statusCode).toBe(400);
    expect(noDealership.json().errors[0].path).toBe('dealershipId');

    expect((await refused('{"dealershipId": 1,', cookie)).statusCode).toBe(400);
    expect(await leadsWithEmail('x@example.com')).toHaveLength(0);
  });

  it("needs a session (401); another store is a 404 and so is another person's import", async () => {
    const csv = toCsv([['Email'], ['scoped@example.com']]);
    const anonymous = await app.app.inject({
      method: 'POST',
      url: '/api/leads/import',
      payload: { dealershipId: 1, csv, mapping: { email: 'Email' } },
    });
    expect(anonymous.statusCode).toBe(401);

    const hyundaiManager = await app.userCookie('manager', [2]);
    const foreign = await refused({ csv, mapping: { email: 'Email' } }, hyundaiManager);
    expect(foreign.statusCode).toBe(404);
    const missing = await refused({ csv, mapping: { email: 'Email' }, dealershipId: 999 });
    expect(missing.statusCode).toBe(404);
    expect(await leadsWithEmail('scoped@example.com')).toHaveLength(0);

    const own = await importCsv({ csv, mapping: { email: 'Email' }, dealershipId: 2 }, hyundaiManager);
    expect(own).toMatchObject({ created: 1 });
    expect((await leadsWithEmail('scoped@example.com'))[0]?.dealershipId).toBe(2);

    // The same store's other manager, and a manager of another store, cannot read it.
    expect((await readImport(own.id, manager)).statusCode).toBe(404);
    const fordManager = await app.userCookie('manager', [3]);
    expect((await readImport(own.id, fordManager)).statusCode).toBe(404);
    expect((await readImport(own.id, hyundaiManager)).statusCode).toBe(200);
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
    expect((await importCsv({ csv })).state).toBe('done');
    const [imported] = await leadsWithEmail('old.customer@example.com');
    expect(imported).toBeDefined();
    expect(await firstContactJobs(imported?.id ?? 0)).toBe(0);

    const fresh = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie: manager },
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
