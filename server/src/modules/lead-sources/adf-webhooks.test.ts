import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';
import { webhookEvents } from './lead-sources.tables';
import { eventsOf, leadById, leadsWithEmail, settledEvent } from './test-support';

const app = await createTestApp({ env: { ADF_WEBHOOK_SECRET: 'adf-secret' } });
const db = app.database.db;

const prospect = (id: string, email: string, vendor = 'Lakeside Auto Group Ford', model = 'Bronco') => `
  <prospect status="new">
    <id sequence="1" source="autotrader">${id}</id>
    <requestdate>2025-03-01T10:15:00-05:00</requestdate>
    <vehicle interest="buy" status="new"><year>2025</year><make>Ford</make><model>${model}</model></vehicle>
    <customer>
      <contact>
        <name part="first">Alex</name><name part="last">Rivera</name>
        <email>${email}</email>
        <phone type="cellphone">(512) 555-${id.slice(-4).padStart(4, '0')}</phone>
      </contact>
      <comments>Please call after 5pm</comments>
    </customer>
    <vendor><vendorname>${vendor}</vendorname></vendor>
  </prospect>`;
const adf = (...prospects: string[]) =>
  `<?ADF VERSION "1.0"?>\n<?xml version="1.0"?>\n<adf>${prospects.join('')}</adf>`;

const post = (
  payload: string,
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

const eventCount = async () => (await db.select({ n: count() }).from(webhookEvents))[0]?.n ?? 0;
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

  it('refuses a DOCTYPE or entity (XXE) with 400 and stores nothing', async () => {
    const before = [await eventCount(), await leadCount()];
    const xxe = `<?xml version="1.0"?><!DOCTYPE adf [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <adf><prospect><customer><contact><name part="full">&xxe;</name><email>xxe@example.com</email>
      </contact></customer></prospect></adf>`;
    const res = await post(xxe, { secret: 'adf-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/DOCTYPE/);
    const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><adf>&lol2;</adf>`;
    expect((await post(laughs, { secret: 'adf-secret' })).statusCode).toBe(400);
    expect([await eventCount(), await leadCount()]).toEqual(before);
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
