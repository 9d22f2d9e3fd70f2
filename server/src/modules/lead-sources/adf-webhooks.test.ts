import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { webhookEvents } from './lead-sources.tables';
import { adfProspect, eventsOf, leadById, leadsWithEmail, settledEvent } from './test-support';

const app = await createTestApp({ env: { ADF_WEBHOOK_SECRET: 'adf-secret' } });
const db = app.database.db;

const prospect = (id: string, email: string, vendor = 'Lakeside Auto Group Ford', model = 'Bronco') =>
  adfProspect({
    id,
    source: 'autotrader',
    email,
    vendor,
    vehicle: `<vehicle interest="buy" status="new"><year>2025</year><make>Ford</make><model>${model}</model></vehicle>`,
    name: ['Alex', 'Rivera'],
    comments: 'Please call after 5pm',
  });
const adf = (...prospects: string[]) =>
  `<?ADF VERSION "1.0"?>\n<?xml version="1.0"?>\n<adf>${prospects.join('')}</adf>`;

const post = (
  payload: string | Buffer,
  options: { type?: string; secret?: string; query?: string; cookie?: string } = {},
) =>
  app.app.inject({
    method: 'POST',
    url: `/api/webhooks/adf${options.query ?? ''}`,
    headers: {
      'content-type': options.type ?? 'application/xml',
      ...(options.secret ? { 'x-webhook-secret': options.secret } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload,
  });

type ListedEvent = { id: number; externalId: string; body: string; error: string | null };
const listEvents = async (cookie: string, query: string): Promise<ListedEvent[]> =>
  (await app.app.inject({ method: 'GET', url: `/api/webhooks/events${query}`, headers: { cookie } })).json()
    .events;
const replay = (cookie: string, id: number) =>
  app.app.inject({ method: 'POST', url: `/api/webhooks/events/${id}/replay`, headers: { cookie } });
const leadCount = async () => (await db.select({ n: count() }).from(leads))[0]?.n ?? 0;

describe('ADF webhook', () => {
  it('stores every prospect of a document and makes one lead each, routed by vendor name', async () => {
    const res = await post(
      adf(
        prospect('1001', 'alex1@example.com'),
        prospect('1002', 'alex2@example.com', 'Lakeside Hyundai', 'Kona'),
      ),
      { secret: 'adf-secret' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: 2 });
    const ford = await leadById(db, (await settledEvent(db, 'adf', 'autotrader:1001')).leadId as number);
    const hyundai = await leadById(db, (await settledEvent(db, 'adf', 'autotrader:1002')).leadId as number);
    expect(ford).toMatchObject({
      name: 'Alex Rivera',
      email: 'alex1@example.com',
      phone: '+15125551001',
      source: 'adf',
      vehicleInterest: '2025 Ford Bronco',
      dealershipId: 3,
    });
    expect(ford?.notes).toContain('Comments: Please call after 5pm');
    expect(hyundai).toMatchObject({ dealershipId: 2, vehicleInterest: '2025 Ford Kona' });
  });

  it('accepts text/xml and application/x-adf+xml, and the secret as ?key=', async () => {
    for (const [type, id] of [
      ['text/xml', '2001'],
      ['application/x-adf+xml', '2002'],
    ] as const) {
      const res = await post(adf(prospect(id, `type${id}@example.com`)), { type, query: '?key=adf-secret' });
      expect(res.statusCode).toBe(200);
      expect((await settledEvent(db, 'adf', `autotrader:${id}`)).status).toBe('processed');
    }
  });

  it('routes a vendor without a vendorname to the first dealership', async () => {
    const doc = adf(prospect('3001', 'novendor@example.com').replace(/<vendor>.*<\/vendor>/, '<vendor/>'));
    await post(doc, { secret: 'adf-secret' });
    const lead = await leadById(db, (await settledEvent(db, 'adf', 'autotrader:3001')).leadId as number);
    expect(lead?.dealershipId).toBe(1);
  });

  it('a resend of the same prospect creates nothing new', async () => {
    const doc = adf(prospect('4001', 'resend@example.com'));
    await post(doc, { secret: 'adf-secret' });
    await settledEvent(db, 'adf', 'autotrader:4001');
    const again = await post(doc.replace('status="new"', 'status="resend"'), { secret: 'adf-secret' });
    expect(again.json()).toEqual({ success: true, received: 0 });
    expect(await leadsWithEmail(db, 'resend@example.com')).toHaveLength(1);
  });

  it('refuses a DOCTYPE or entity (XXE) with 400, makes no lead, keeps the document as a failed event', async () => {
    const leadsBefore = await leadCount();
    const xxe = `<?xml version="1.0"?><!DOCTYPE adf [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <adf><prospect><customer><contact><name part="full">&xxe;</name><email>xxe@example.com</email>
      </contact></customer></prospect></adf>`;
    const res = await post(xxe, { secret: 'adf-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/DOCTYPE/);
    const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><adf>&lol2;</adf>`;
    expect((await post(laughs, { secret: 'adf-secret' })).statusCode).toBe(400);
    expect(await leadCount()).toBe(leadsBefore);

    const admin = await app.adminCookie();
    const failed = await listEvents(admin, '?status=failed&source=adf');
    const kept = failed.find((e) => e.body === xxe);
    expect(kept?.error).toMatch(/DOCTYPE/);
    expect(failed.some((e) => e.body === laughs)).toBe(true);
    // Replayed, it is refused again for the same reason: still no lead, still failed.
    expect((await replay(admin, kept?.id as number)).statusCode).toBe(200);
    const again = await settledEvent(db, 'adf', kept?.externalId as string, 'failed');
    expect(again.error).toMatch(/DOCTYPE/);
    expect(await leadCount()).toBe(leadsBefore);
  });

  it('stores a document with many prospects once; each prospect still becomes its lead', async () => {
    const doc = adf(...['8101', '8102', '8103'].map((id) => prospect(id, `many${id}@example.com`)));
    expect((await post(doc, { secret: 'adf-secret' })).json()).toEqual({ success: true, received: 3 });
    const copies = await db.select().from(webhookEvents).where(eq(webhookEvents.body, doc));
    expect(copies).toHaveLength(1);
    for (const id of ['8101', '8102', '8103']) {
      const event = await settledEvent(db, 'adf', `autotrader:${id}`, 'processed');
      expect(event.documentId).toBe(copies[0]?.id);
      expect((await leadById(db, event.leadId as number))?.email).toBe(`many${id}@example.com`);
    }
    // The admin still reads each prospect's event with the document it came in.
    const listed = await listEvents(await app.adminCookie(), '?source=adf');
    expect(listed.find((e) => e.externalId === 'autotrader:8102')?.body).toBe(doc);
  });

  it('accepts what real emitters send: unquoted attribute values and Latin-1 text, declared or not', async () => {
    const unquoted = adf(prospect('8201', 'unquoted@example.com')).replace('sequence="1"', 'sequence=1');
    expect(unquoted).toContain('<id sequence=1 source="autotrader">');
    expect((await post(unquoted, { secret: 'adf-secret' })).statusCode).toBe(200);
    expect((await settledEvent(db, 'adf', 'autotrader:8201')).status).toBe('processed');

    const accented = (id: string) => prospect(id, `latin${id}@example.com`).replace('Rivera', 'Muñoz Peña');
    const declared = `<?xml version="1.0" encoding="ISO-8859-1"?><adf>${accented('8202')}</adf>`;
    const undeclared = `<?ADF VERSION "1.0"?>\n<adf>${accented('8203')}</adf>`;
    for (const [doc, id] of [
      [declared, '8202'],
      [undeclared, '8203'],
    ] as const) {
      const res = await post(Buffer.from(doc, 'latin1'), { secret: 'adf-secret' });
      expect(res.statusCode).toBe(200);
      const event = await settledEvent(db, 'adf', `autotrader:${id}`, 'processed');
      expect((await leadById(db, event.leadId as number))?.name).toBe('Alex Muñoz Peña');
    }
  });

  it('an admin replays a document an earlier version refused, and its prospects become leads', async () => {
    const doc = adf(prospect('8301', 'refused.before@example.com')).replace('sequence="1"', 'sequence=1');
    // As the version that refused unquoted attribute values stored it.
    const [stored] = await db
      .insert(webhookEvents)
      .values({
        source: 'adf',
        externalId: 'document:old',
        body: doc,
        headers: {},
        status: 'failed',
        error: 'x',
      })
      .returning();
    const res = await replay(await app.adminCookie(), stored?.id as number);
    expect(res.statusCode).toBe(200);
    const event = await settledEvent(db, 'adf', 'autotrader:8301', 'processed');
    expect((await leadById(db, event.leadId as number))?.email).toBe('refused.before@example.com');
    expect((await settledEvent(db, 'adf', 'document:old', 'processed')).error).toBeNull();
  });

  it('answers 400 for broken XML or a JSON body that is not a Test post', async () => {
    expect((await post('<adf><prospect></adf>', { secret: 'adf-secret' })).statusCode).toBe(400);
    const json = await post('{"hello":"world"}', { secret: 'adf-secret', type: 'application/json' });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a wrong secret (403) and none at all (401)', async () => {
    const doc = adf(prospect('5001', 'nosecret@example.com'));
    expect((await post(doc, { secret: 'wrong' })).statusCode).toBe(403);
    expect((await post(doc, { query: '?key=wrong' })).statusCode).toBe(403);
    expect((await post(doc)).statusCode).toBe(401);
    expect(await eventsOf(db, 'adf', 'autotrader:5001')).toHaveLength(0);
  });

  it('a prospect without phone or email becomes a failed event; its neighbours still become leads', async () => {
    const noContact = prospect('6001', '').replace(/<phone[^>]*>.*<\/phone>/, '');
    await post(adf(noContact, prospect('6002', 'neighbour@example.com')), { secret: 'adf-secret' });
    expect((await settledEvent(db, 'adf', 'autotrader:6001')).status).toBe('failed');
    expect((await settledEvent(db, 'adf', 'autotrader:6002')).status).toBe('processed');
  });

  it('merges a known person: same phone in another format, new interest noted', async () => {
    await post(adf(prospect('7001', 'known@example.com')), { secret: 'adf-secret' });
    const first = await settledEvent(db, 'adf', 'autotrader:7001');
    const samePhone = prospect('7002', 'other.address@example.com', 'Ford', 'Maverick').replace(
      '(512) 555-7002',
      '+1 512-555-7001',
    );
    await post(adf(samePhone), { secret: 'adf-secret' });
    const second = await settledEvent(db, 'adf', 'autotrader:7002');
    expect(second.leadId).toBe(first.leadId);
    const lead = await leadById(db, first.leadId as number);
    expect(lead?.email).toBe('known@example.com');
    expect(lead?.notes).toContain('Also interested in: 2025 Ford Maverick');
    expect(lead?.notes).toContain('Other email: other.address@example.com');
    expect(await db.select().from(leads).where(eq(leads.email, 'other.address@example.com'))).toHaveLength(0);
  });

  it('accepts the Test button (JSON, with a session) as a test lead', async () => {
    const cookie = await app.adminCookie();
    const res = await post(
      JSON.stringify({ name: 'ADF Test', email: 'adf.test@example.com', phone: '5551234567', source: 'adf' }),
      { type: 'application/json', cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(await leadById(db, res.json().leadId)).toMatchObject({
      isTest: true,
      source: 'adf',
      dealershipId: 1,
    });
  });
});
