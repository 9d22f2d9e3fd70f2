import type { CrmHandoff } from '@lead-manager/contracts/crm-handoffs';
import type { Lead } from '@lead-manager/contracts/leads';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { type ReceivedEmail, startSmtpTestServer } from '../../integrations/email/smtp-test-server';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { queuesSettled } from '../../test/queues-settled';
import { createTestApp } from '../../test/test-app';
import { importKit } from '../lead-import/import-test-kit';
import { mapAdfProspect, parseAdfDocument } from '../lead-sources/adf';
import { adfProspect } from '../lead-sources/test-support';
import { leads } from '../leads/leads.tables';
import { crmHandoffSendJob } from './crm-handoff.jobs';
import { crmHandoffs } from './crm-handoff.tables';

// ADF out end to end: a real capture, the real job queue and a real SMTP server on loopback, read back by our own
// ADF parser (the one that reads the ADF the CRMs and lead providers send us).
const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const app = await createTestApp({
  env: {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'Lakeside Leads <leads@lakeside.example>',
    ADF_WEBHOOK_SECRET: 'adf-secret',
  },
});
const db = app.database.db;
const HYUNDAI = 2;
const FORD = 3;
const HYUNDAI_CRM = 'crm@hyundai-crm.example';
const FORD_CRM = 'leads@ford-crm.example';

let admin: string;
let address = 0;

const inject = async (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });

const setCrmAddresses = (dealershipId: number, crmLeadEmails: unknown, cookie = admin) =>
  inject('PATCH', `/api/dealerships/${dealershipId}`, cookie, { crmLeadEmails });

/** The website form, as a visitor's browser posts it (the capture path every site uses). */
async function capture(payload: Record<string, unknown>) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/leads/capture',
    payload: { source: 'website', ...payload },
    remoteAddress: `10.9.0.${++address}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { leadId: number; success: boolean; test?: boolean };
}

const handoffsOf = async (leadId: number, cookie = admin) => {
  const res = await inject('GET', `/api/leads/${leadId}/crm-handoffs`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CrmHandoff[];
};

/** The ADF e-mails about a lead that reached the SMTP server (new lead and notes). */
const adfMailsOf = (leadId: number) =>
  smtp.received.filter((m) => new RegExp(`^ADF (lead|update) ${leadId}\\b`).test(m.header('subject') ?? ''));

/** A part's text as written (the wire's CRLF line ends back to LF, the part's closing line end dropped). */
const partText = (mail: ReceivedEmail, which: (p: ReceivedEmail['parts'][number]) => boolean) =>
  (mail.parts.find(which)?.text ?? '').replace(/\r\n/g, '\n').trim();
const plainPart = (mail: ReceivedEmail) => partText(mail, (p) => p.contentType === 'text/plain');

/** Nothing more will be sent: every hand-off's job (queued with it, in its transaction) has run. */
async function settled() {
  await queuesSettled(db, [crmHandoffSendJob.name]);
}

beforeAll(async () => {
  admin = await app.adminCookie();
  const hyundai = await setCrmAddresses(HYUNDAI, [HYUNDAI_CRM, ` ${HYUNDAI_CRM.toUpperCase()} `]);
  expect(hyundai.statusCode, hyundai.body).toBe(200);
  expect(hyundai.json().crmLeadEmails).toEqual([HYUNDAI_CRM]);
  expect((await setCrmAddresses(FORD, FORD_CRM)).json().crmLeadEmails).toEqual([FORD_CRM]);
});

describe('the CRM lead addresses of a store', () => {
  it('are checked, named in a 400, and changed by admins only', async () => {
    const wrong = await setCrmAddresses(HYUNDAI, ['crm@hyundai-crm.example', 'not-an-address']);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('crmLeadEmails');
    expect(wrong.body).toContain('must be email addresses');
    const tooMany = await setCrmAddresses(
      HYUNDAI,
      Array.from({ length: 6 }, (_, i) => `crm${i}@hyundai-crm.example`),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('At most 5 CRM lead addresses');
    const manager = await app.userCookie('manager', [HYUNDAI]);
    expect((await setCrmAddresses(HYUNDAI, [], manager)).statusCode).toBe(403);
    const seen = await inject('GET', `/api/dealerships/${HYUNDAI}`, manager);
    expect(seen.json().crmLeadEmails).toEqual([HYUNDAI_CRM]);
  });
});

describe('a new lead handed to its store’s CRM as ADF', () => {
  let lead: Lead;

  it('arrives at the CRM address as ADF 1.0 that our own parser reads back whole', async () => {
    const { leadId } = await capture({
      name: 'Marisol Ortega-Diaz',
      email: 'Marisol.Ortega@example.com',
      phone: '(307) 555-0144',
      vehicleInterest: '2025 Hyundai Tucson Limited',
      message: 'Is the white one still there? I can come Saturday & bring my trade <2019 Civic>.',
      dealershipBrand: 'hyundai',
    });
    lead = (await inject('GET', `/api/leads/${leadId}`, admin)).json() as Lead;
    const unit = lead.matchedVehicle;
    expect(unit?.stockNumber).toBe('H2502');

    await vi.waitFor(() => expect(adfMailsOf(leadId)).toHaveLength(1), { timeout: 15_000 });
    const [mail] = adfMailsOf(leadId) as [ReceivedEmail];
    expect(mail.to).toEqual([HYUNDAI_CRM]);
    expect(mail.header('subject')).toBe(`ADF lead ${leadId} Marisol Ortega-Diaz`);
    const xml = plainPart(mail);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>')).toBe(true);
    expect(partText(mail, (p) => p.filename === 'lead.xml')).toBe(xml);

    const [prospect] = parseAdfDocument(xml);
    expect(prospect?.key).toBe(`Lead Manager:${leadId}`);
    const read = mapAdfProspect(prospect?.node ?? {}, false);
    expect(read).toMatchObject({
      name: 'Marisol Ortega-Diaz',
      email: 'marisol.ortega@example.com',
      phone: '+13075550144',
      vehicleInterest: `${unit?.year} ${unit?.make} ${unit?.model} ${unit?.trim}`,
      routing: { dealershipText: 'Lakeside Auto Group Hyundai' },
    });
    expect(read.notes).toEqual(
      expect.arrayContaining([
        `Vehicle vin: ${unit?.vin}`,
        'Vehicle stock: H2502',
        'Lead provider: Website',
        expect.stringContaining(
          'Comments: Is the white one still there? I can come Saturday & bring my trade <2019 Civic>.',
        ),
      ]),
    );
    expect(xml).toContain('<vehicle interest="buy" status="new">');
    expect(xml).toContain(`<requestdate>${lead.createdAt.replace(/\.\d{3}Z$/, 'Z')}</requestdate>`);
    expect(xml).toContain('&amp; bring my trade &lt;2019 Civic&gt;');
    expect(xml).toContain(`/leads/${leadId}`);

    // The server took the e-mail a moment before the row says so.
    await vi.waitFor(async () => expect((await handoffsOf(leadId))[0]?.status).toBe('sent'));
    expect(await handoffsOf(leadId)).toEqual([
      expect.objectContaining({
        kind: 'new',
        status: 'sent',
        recipients: [HYUNDAI_CRM],
        attempts: 1,
        lastError: null,
        sentAt: expect.any(String),
      }),
    ]);
  });

  it('follows with a note under the same id when an appointment is booked and when the lead is sold', async () => {
    const scheduledAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const booked = await inject('POST', '/api/appointments', admin, {
      leadId: lead.id,
      dealershipId: HYUNDAI,
      scheduledAt,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await vi.waitFor(() => expect(adfMailsOf(lead.id)).toHaveLength(2), { timeout: 15_000 });
    const closed = await inject('PATCH', `/api/leads/${lead.id}`, admin, {
      status: 'closed',
      outcome: 'sold',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await vi.waitFor(() => expect(adfMailsOf(lead.id)).toHaveLength(3), { timeout: 15_000 });

    const [, appointment, outcome] = adfMailsOf(lead.id).map((m) => parseAdfDocument(plainPart(m))[0]);
    for (const note of [appointment, outcome]) expect(note?.key).toBe(`Lead Manager:${lead.id}`);
    expect(plainPart(adfMailsOf(lead.id)[1] as ReceivedEmail)).toContain('<prospect status="resend">');
    expect(mapAdfProspect(appointment?.node ?? {}, false).notes).toContainEqual(
      expect.stringMatching(/^Comments: Appointment booked: test drive on .+\(America\//),
    );
    expect(mapAdfProspect(outcome?.node ?? {}, false).notes).toContain('Comments: Outcome: sold.');
    await vi.waitFor(async () =>
      expect((await handoffsOf(lead.id)).map((h) => [h.kind, h.status])).toEqual([
        ['new', 'sent'],
        ['appointment', 'sent'],
        ['outcome', 'sent'],
      ]),
    );
  });

  it('sends nothing for a test lead or for a person the store already has', async () => {
    const manager = await app.userCookie('manager', [HYUNDAI]);
    const test = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      headers: { cookie: manager },
      payload: { name: 'Webhook Probe', email: 'probe@example.com', source: 'website' },
    });
    expect(test.json()).toMatchObject({ success: true, test: true });
    const again = await capture({
      name: 'Marisol Ortega-Diaz',
      email: 'marisol.ortega@example.com',
      message: 'Also, what colours do you have?',
      dealershipBrand: 'hyundai',
    });
    expect(again.leadId).toBe(lead.id);
    await settled();
    expect(adfMailsOf(test.json().leadId)).toEqual([]);
    expect(adfMailsOf(lead.id)).toHaveLength(3);
    const rows = await db.select().from(crmHandoffs).where(eq(crmHandoffs.leadId, test.json().leadId));
    expect(rows).toEqual([]);
  });

  it('sends each store’s leads to its own CRM only, and none once its list is emptied', async () => {
    const ford = await capture({ name: 'Dale Whitaker', phone: '307-555-0177', dealershipBrand: 'ford' });
    const hyundai = await capture({ name: 'Ana Lucero', phone: '307-555-0178', dealershipBrand: 'hyundai' });
    await vi.waitFor(() => expect(adfMailsOf(hyundai.leadId)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(() => expect(adfMailsOf(ford.leadId)).toHaveLength(1), { timeout: 15_000 });
    expect(adfMailsOf(ford.leadId)[0]?.to).toEqual([FORD_CRM]);
    expect(adfMailsOf(hyundai.leadId)[0]?.to).toEqual([HYUNDAI_CRM]);
    expect(plainPart(adfMailsOf(ford.leadId)[0] as ReceivedEmail)).not.toContain('Hyundai');
    // Every ADF e-mail so far went to its lead's own store.
    const fordIds = new Set([ford.leadId]);
    for (const mail of smtp.received.filter((m) => m.header('subject')?.startsWith('ADF'))) {
      const id = Number(mail.header('subject')?.split(' ')[2]);
      expect(mail.to).toEqual([fordIds.has(id) ? FORD_CRM : HYUNDAI_CRM]);
    }

    expect((await setCrmAddresses(FORD, [])).json().crmLeadEmails).toEqual([]);
    const off = await capture({ name: 'Rita Moreno', phone: '307-555-0179', dealershipBrand: 'ford' });
    await settled();
    expect(adfMailsOf(off.leadId)).toEqual([]);
    expect(await handoffsOf(off.leadId)).toEqual([]);
  });
});

describe('the transaction of the write', () => {
  it('commits a batch’s hand-offs and their jobs with its leads, and a rollback leaves neither', async () => {
    await settled();
    const { leads: leadsService } = app.app.services;
    const handoffCount = async () => (await db.select({ id: crmHandoffs.id }).from(crmHandoffs)).length;
    const sendJobs = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${crmHandoffSendJob.name}`,
        )
      )[0]?.n ?? 0;
    const batch = (tag: string) =>
      [1, 2, 3].map((i) => ({
        ...leadsService.validateNewLead(ALL_DEALERSHIPS, {
          name: `Batch ${tag} ${i}`,
          phone: `307-555-04${tag}${i}`,
          source: 'website',
          vehicleInterest: '2025 Hyundai Kona',
          dealershipId: HYUNDAI,
        }),
      }));
    const [handoffsBefore, jobsBefore] = [await handoffCount(), await sendJobs()];
    await expect(
      db.transaction(async (tx) => {
        await leadsService.createValidatedLeads(tx as unknown as typeof db, batch('1'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect([await handoffCount(), await sendJobs()]).toEqual([handoffsBefore, jobsBefore]);

    const made = await db.transaction((tx) =>
      leadsService.createValidatedLeads(tx as unknown as typeof db, batch('2')),
    );
    expect([await handoffCount(), await sendJobs()]).toEqual([handoffsBefore + 3, jobsBefore + 3]);
    for (const lead of made)
      await vi.waitFor(() => expect(adfMailsOf(lead.id)).toHaveLength(1), { timeout: 15_000 });
  });
});

describe('a bulk close from the Leads table', () => {
  it('tells the CRM each handed-over lead’s outcome, once, and nothing of a lead it never had', async () => {
    const first = await capture({ name: 'Omar Haddad', phone: '307-555-0301', dealershipBrand: 'hyundai' });
    const second = await capture({ name: 'Lena Fischer', phone: '307-555-0302', dealershipBrand: 'hyundai' });
    const manager = await app.userCookie('manager', [HYUNDAI]);
    const probe = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      headers: { cookie: manager },
      payload: { name: 'Bulk Probe', email: 'bulk.probe@example.com', source: 'website' },
    });
    const testLead = probe.json().leadId as number;
    for (const { leadId } of [first, second])
      await vi.waitFor(() => expect(adfMailsOf(leadId)).toHaveLength(1), { timeout: 15_000 });
    const ids = [first.leadId, second.leadId, testLead];
    const close = () =>
      inject('POST', '/api/leads/bulk', admin, {
        ids,
        changes: { status: 'closed', outcome: 'lost', lostReason: 'bought_elsewhere' },
      });
    const closed = await close();
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ updated: 3 });
    for (const { leadId } of [first, second])
      await vi.waitFor(() => expect(adfMailsOf(leadId)).toHaveLength(2), { timeout: 15_000 });
    expect((await close()).statusCode).toBe(200);
    await settled();
    for (const { leadId } of [first, second]) {
      const note = parseAdfDocument(plainPart(adfMailsOf(leadId)[1] as ReceivedEmail))[0];
      expect(mapAdfProspect(note?.node ?? {}, false).notes).toContain(
        'Comments: Outcome: lost (bought elsewhere).',
      );
      expect(adfMailsOf(leadId)).toHaveLength(2);
    }
    expect(adfMailsOf(testLead)).toEqual([]);
    expect(await db.select().from(crmHandoffs).where(eq(crmHandoffs.leadId, testLead))).toEqual([]);
  });
});

describe('leads from elsewhere', () => {
  it('hands over a lead that a provider posts as ADF to the webhook, in the transaction that makes it', async () => {
    const document = `<?ADF VERSION "1.0"?>\n<?xml version="1.0"?>\n<adf>${adfProspect({
      id: 'cars-7781',
      source: 'cars.com',
      email: 'june.okafor@example.com',
      vendor: 'Lakeside Hyundai',
      vehicle:
        '<vehicle interest="buy" status="used"><year>2022</year><make>Hyundai</make><model>Kona</model></vehicle>',
      name: ['June', 'Okafor'],
      comments: 'Is the Kona still available?',
    })}</adf>`;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/adf',
      headers: { 'content-type': 'application/xml', 'x-webhook-secret': 'adf-secret' },
      payload: document,
    });
    expect(res.statusCode, res.body).toBe(200);
    const leadId = await vi.waitFor(
      async () => {
        const [row] = await db
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.email, 'june.okafor@example.com'));
        if (!row) throw new Error('no lead yet');
        return row.id;
      },
      { timeout: 15_000 },
    );
    await vi.waitFor(() => expect(adfMailsOf(leadId)).toHaveLength(1), { timeout: 15_000 });
    const [mail] = adfMailsOf(leadId) as [ReceivedEmail];
    expect(mail.to).toEqual([HYUNDAI_CRM]);
    const read = mapAdfProspect(parseAdfDocument(plainPart(mail))[0]?.node ?? {}, false);
    expect(read).toMatchObject({ name: 'June Okafor', email: 'june.okafor@example.com' });
    expect(read.notes).toContainEqual(expect.stringContaining('Is the Kona still available?'));
  });

  it('does not hand over a CSV import: its leads are another system’s, often the CRM’s own export', async () => {
    const manager = await app.userCookie('manager', [HYUNDAI]);
    const csv = [
      'First Name,Last Name,E-mail,Mobile',
      'Imported,One,imported.one@example.com,307-555-0261',
      'Imported,Two,imported.two@example.com,307-555-0262',
    ].join('\r\n');
    const progress = await importKit(app).importAndWait(
      {
        dealershipId: HYUNDAI,
        csv,
        mapping: { firstName: 'First Name', lastName: 'Last Name', email: 'E-mail', phone: 'Mobile' },
      },
      manager,
    );
    expect(progress).toMatchObject({ state: 'done', created: 2 });
    const imported = await db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.email, ['imported.one@example.com', 'imported.two@example.com']));
    expect(imported).toHaveLength(2);
    // A lead added by hand in the same store meanwhile is handed over: the import alone is left out.
    const added = await inject('POST', '/api/leads', admin, {
      name: 'Added Byhand',
      phone: '307-555-0263',
      source: 'walk_in',
      vehicleInterest: '2025 Hyundai Palisade',
      dealershipId: HYUNDAI,
    });
    expect(added.statusCode, added.body).toBe(201);
    await vi.waitFor(() => expect(adfMailsOf(added.json().id)).toHaveLength(1), { timeout: 15_000 });
    await settled();
    for (const { id } of imported) {
      expect(adfMailsOf(id)).toEqual([]);
      expect(await handoffsOf(id)).toEqual([]);
    }
  });
});

describe('an SMTP server that refuses', () => {
  it('is retried with back-off, then the lead shows the hand-off failed with the reason; Send again sends it', async () => {
    await settled();
    // Retries a second apart instead of the production back-off, so the test stays short.
    await app.jobs.boss.updateQueue(crmHandoffSendJob.name, {
      retryLimit: 2,
      retryDelay: 1,
      retryBackoff: false,
    });
    smtp.rejectNext(3);
    const { leadId } = await capture({
      name: 'Walter Kim',
      phone: '307-555-0181',
      dealershipBrand: 'hyundai',
    });
    await vi.waitFor(async () => expect((await handoffsOf(leadId))[0]?.status).toBe('failed'), {
      timeout: 20_000,
      interval: 200,
    });
    const [failed] = await handoffsOf(leadId);
    expect(failed).toMatchObject({ attempts: 3, lastError: 'smtp_refused', sentAt: null });
    expect(failed?.lastErrorDetail).toContain('451');
    expect(adfMailsOf(leadId)).toEqual([]);

    const salesperson = await app.userCookie('user', [HYUNDAI]);
    const id = failed?.id as number;
    expect((await inject('POST', `/api/crm-handoffs/${id}/send-again`, salesperson)).statusCode).toBe(403);
    const fordManager = await app.userCookie('manager', [FORD]);
    expect((await inject('POST', `/api/crm-handoffs/${id}/send-again`, fordManager)).statusCode).toBe(404);
    const manager = await app.userCookie('manager', [HYUNDAI]);
    const again = await inject('POST', `/api/crm-handoffs/${id}/send-again`, manager);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'queued' });
    await vi.waitFor(() => expect(adfMailsOf(leadId)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(async () =>
      expect((await handoffsOf(leadId))[0]).toMatchObject({ status: 'sent', attempts: 4, lastError: null }),
    );
    expect((await inject('POST', `/api/crm-handoffs/${id}/send-again`, manager)).statusCode).toBe(409);
  });
});
