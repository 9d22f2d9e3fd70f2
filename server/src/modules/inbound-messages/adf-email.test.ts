import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { messages } from '../conversations/conversations.tables';
import { webhookEvents } from '../lead-sources/lead-sources.tables';
import { adfProspect, eventsOf, leadById, leadsWithEmail, settledEvent } from '../lead-sources/test-support';
import { type Mail, mailgunForward, sendGridParse } from './inbound-mail-test-kit';

// Both inbound routes configured, as a group moving from one provider to the other would have them.
const MAILGUN_KEY = 'key-mailgun-adf-test';
const SENDGRID_SECRET = 'sendgrid-adf-secret';
const app = await createTestApp({
  env: { MAILGUN_SIGNING_KEY: MAILGUN_KEY, SENDGRID_INBOUND_SECRET: SENDGRID_SECRET },
});
const db = app.database.db;
const INBOUND = '/api/webhooks/email/inbound';
let admin: string;
/** Each store's lead address, as GET /api/dealerships/:id shows it. */
const leadAddress: Record<number, string> = {};

beforeAll(async () => {
  admin = await app.adminCookie();
  for (const id of [1, 2, 3]) {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/dealerships/${id}`,
      headers: { cookie: admin },
    });
    leadAddress[id] = res.json().adfEmailAddress;
  }
});

const prospect = (id: string, email: string, model = 'Tucson') =>
  adfProspect({
    id,
    source: 'cars.com',
    email,
    vendor: 'Lakeside Auto Group Ford',
    vehicle: `<vehicle interest="buy" status="used"><year>2023</year><make>Hyundai</make><model>${model}</model></vehicle>`,
    name: ['Dana', 'Okafor'],
    comments: 'Is it still available?',
    provider: 'Cars.com',
  });
const adf = (...prospects: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<?ADF VERSION "1.0"?>
<adf>${prospects.join('')}</adf>`;

type Provider = 'mailgun' | 'sendgrid';
const encode = (provider: Provider, mail: Mail) =>
  provider === 'mailgun' ? mailgunForward(mail, MAILGUN_KEY) : sendGridParse(mail);

function postMail(provider: Provider, mail: Mail, key = SENDGRID_SECRET) {
  const { payload, contentType } = encode(provider, mail);
  return app.app.inject({
    method: 'POST',
    url: provider === 'sendgrid' ? `${INBOUND}?key=${key}` : INBOUND,
    headers: { 'content-type': contentType },
    payload,
  });
}

/** A lead provider's e-mail: the ADF document as an `.xml` attachment or as the plain-text body. */
const adfMail = (to: string, xml: string, placement: 'attachment' | 'body', messageId?: string): Mail => ({
  from: 'Cars.com Leads <leads@cars.example>',
  to,
  subject: 'New lead from Cars.com',
  messageId,
  ...(placement === 'attachment'
    ? {
        text: 'A new lead is attached.',
        attachments: [
          {
            filename: 'photo.jpg',
            contentType: 'image/jpeg',
            content: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          },
          { filename: 'lead.xml', contentType: 'text/xml', content: xml },
        ],
      }
    : { text: `New lead from Cars.com\n\n${xml}\n` }),
});

const mailEvents = () => db.select().from(webhookEvents).where(eq(webhookEvents.source, 'adf-email'));
/** Every field of the stored post, attachments included, as one text. */
const storedText = (body: string | undefined) => Object.values(JSON.parse(body ?? '{}')).join('\n');
const mailEventWithId = async (messageId: string) => (await eventsOf(db, 'adf-email', messageId))[0];
const leadOfProspect = async (key: string) =>
  leadById(db, (await settledEvent(db, 'adf', key, 'processed')).leadId as number);

describe("each store's ADF lead address", () => {
  it('is leads-<random token>@ the domain its inbound route receives for, and differs per store', () => {
    expect(leadAddress[2]).toMatch(/^leads-[0-9a-f]{16}@inbound\.lakeside-auto\.example$/);
    expect(new Set(Object.values(leadAddress)).size).toBe(3);
  });

  it('stays the same address on every read', async () => {
    const again = await app.app.services.leadSources.adfEmailAddress(2);
    expect(again).toBe(leadAddress[2]);
  });
});

describe('ADF by e-mail', () => {
  it.each([
    ['mailgun', 'attachment', '7101'],
    ['mailgun', 'body', '7102'],
    ['sendgrid', 'attachment', '7103'],
    ['sendgrid', 'body', '7104'],
  ] as const)(
    '%s, ADF as the %s: a lead of the store whose address received it',
    async (provider, placement, id) => {
      const messageId = `<adf-${id}@cars.example>`;
      const email = `dana${id}@mail.example`;
      const res = await postMail(
        provider,
        adfMail(leadAddress[2] as string, adf(prospect(id, email)), placement, messageId),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'received' });
      // Raw first: the e-mail, attachment included, was stored before the 200.
      const stored = await mailEventWithId(messageId);
      expect(storedText(stored?.body)).toContain(`<id sequence="1" source="cars.com">${id}</id>`);

      const lead = await leadOfProspect(`cars.com:${id}`);
      // The vendor names the Ford store; the address it was sent to is the Hyundai store's, and that wins.
      expect(lead).toMatchObject({
        dealershipId: 2,
        name: 'Dana Okafor',
        email,
        phone: `+1512555${id}`,
        source: 'adf',
        vehicleInterest: 'Used 2023 Hyundai Tucson',
      });
      expect(lead?.notes).toContain('Lead provider: Cars.com');
      expect(await settledEvent(db, 'adf-email', messageId, 'processed')).toMatchObject({ dealershipId: 2 });
    },
  );

  it('makes one lead per <prospect> of the document', async () => {
    const res = await postMail(
      'sendgrid',
      adfMail(
        leadAddress[3] as string,
        adf(
          prospect('7201', 'pair1@mail.example', 'Bronco'),
          prospect('7202', 'pair2@mail.example', 'Maverick'),
        ),
        'attachment',
      ),
    );
    expect(res.statusCode).toBe(200);
    const first = await leadOfProspect('cars.com:7201');
    const second = await leadOfProspect('cars.com:7202');
    expect([first?.dealershipId, second?.dealershipId]).toEqual([3, 3]);
    expect([first?.vehicleInterest, second?.vehicleInterest]).toEqual([
      'Used 2023 Hyundai Bronco',
      'Used 2023 Hyundai Maverick',
    ]);
  });

  it('reads ADF that a mail client wrote into the HTML body as text', async () => {
    const xml = adf(prospect('7301', 'html7301@mail.example'));
    const escaped = xml.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    const mail = {
      ...adfMail(leadAddress[1] as string, '', 'body'),
      text: '',
      html: `<div><pre>${escaped}</pre></div>`,
    };
    expect((await postMail('mailgun', mail)).statusCode).toBe(200);
    expect((await leadOfProspect('cars.com:7301'))?.dealershipId).toBe(1);
  });

  it('stores a redelivered e-mail once, and the same lead e-mailed again makes no second lead', async () => {
    const messageId = '<adf-7401@cars.example>';
    const mail = adfMail(
      leadAddress[2] as string,
      adf(prospect('7401', 'again@mail.example')),
      'attachment',
      messageId,
    );
    expect((await postMail('mailgun', mail)).json()).toEqual({ status: 'received' });
    await leadOfProspect('cars.com:7401');
    // Mailgun retries with a fresh signature and the same Message-Id.
    expect((await postMail('mailgun', mail)).json()).toEqual({ status: 'duplicate' });
    expect(await eventsOf(db, 'adf-email', messageId)).toHaveLength(1);
    // The provider sends the lead again in a new e-mail (status="resend"): stored, but the prospect is known.
    const resent = { ...mail, messageId: '<adf-7401-resend@cars.example>' };
    resent.attachments = [
      {
        filename: 'lead.xml',
        contentType: 'application/xml',
        content: adf(prospect('7401', 'again@mail.example')).replace('status="new"', 'status="resend"'),
      },
    ];
    expect((await postMail('sendgrid', resent)).json()).toEqual({ status: 'received' });
    await settledEvent(db, 'adf-email', '<adf-7401-resend@cars.example>', 'processed');
    expect(await leadsWithEmail(db, 'again@mail.example')).toHaveLength(1);
  });

  it('keeps a broken ADF e-mail as a failed event with the reason, which an admin sees and can replay', async () => {
    const messageId = '<adf-broken@cars.example>';
    const broken = adf(prospect('7501', 'broken@mail.example')).replace('</customer>', '');
    const res = await postMail(
      'sendgrid',
      adfMail(leadAddress[2] as string, broken, 'attachment', messageId),
    );
    // Accepted: the e-mail is ours now, kept whatever its content; a 4xx would only make the route retry it.
    expect(res.statusCode).toBe(200);
    const failed = await settledEvent(db, 'adf-email', messageId, 'failed');
    expect(failed.error).toMatch(/not well-formed/);
    expect(storedText(failed.body)).toContain('<id sequence="1" source="cars.com">7501</id>');

    const listed = await app.app.inject({
      method: 'GET',
      url: '/api/webhooks/events?source=adf-email&status=failed',
      headers: { cookie: admin },
    });
    expect(listed.json().events.map((e: { id: number }) => e.id)).toContain(failed.id);
    const replay = await app.app.inject({
      method: 'POST',
      url: `/api/webhooks/events/${failed.id}/replay`,
      headers: { cookie: admin },
    });
    expect(replay.statusCode).toBe(200);
    const again = await settledEvent(db, 'adf-email', messageId, 'failed');
    expect(again.attempts).toBeGreaterThan(failed.attempts);
    expect(await leadsWithEmail(db, 'broken@mail.example')).toEqual([]);
  });

  it('keeps ADF sent to an address no store has, or to a reply address, as failed: never a lead, never a reply', async () => {
    const unknown = '<adf-unknown@cars.example>';
    const domain = (leadAddress[2] as string).split('@')[1];
    await postMail(
      'mailgun',
      adfMail(
        `leads-0123456789abcdef@${domain}`,
        adf(prospect('7601', 'nobody@mail.example')),
        'attachment',
        unknown,
      ),
    );
    expect((await settledEvent(db, 'adf-email', unknown, 'failed')).error).toMatch(
      /not sent to any store's ADF address/,
    );

    const toReplies = '<adf-to-replies@cars.example>';
    await postMail(
      'sendgrid',
      adfMail(`hyundai@${domain}`, adf(prospect('7602', 'misrouted@mail.example')), 'body', toReplies),
    );
    expect((await settledEvent(db, 'adf-email', toReplies, 'failed')).error).toMatch(
      /not sent to any store's ADF address/,
    );
    expect(await leadsWithEmail(db, 'leads@cars.example')).toEqual([]);
    expect(await leadsWithEmail(db, 'misrouted@mail.example')).toEqual([]);
  });

  it('refuses unsigned ADF e-mail like any other inbound mail, storing nothing', async () => {
    const before = (await mailEvents()).length;
    const { payload, contentType } = mailgunForward(
      adfMail(leadAddress[2] as string, adf(prospect('7701', 'forged@mail.example')), 'attachment'),
      'not-the-signing-key',
    );
    const forged = await app.app.inject({
      method: 'POST',
      url: INBOUND,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(forged.statusCode).toBe(403);
    const unsigned = await app.app.inject({
      method: 'POST',
      url: INBOUND,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        recipient: leadAddress[2] as string,
        'body-plain': adf(prospect('7702', 'x@mail.example')),
      }).toString(),
    });
    expect(unsigned.statusCode).toBe(401);
    const wrongKey = await postMail(
      'sendgrid',
      adfMail(leadAddress[2] as string, adf(prospect('7703', 'y@mail.example')), 'body'),
      'guess',
    );
    expect(wrongKey.statusCode).toBe(403);
    expect((await mailEvents()).length).toBe(before);
  });

  it('still files a customer reply to the store reply address as a message of the conversation', async () => {
    const messageId = '<reply-7801@mail.example>';
    const res = await postMail('sendgrid', {
      from: 'Rosa Diaz <rosa7801@mail.example>',
      to: 'hyundai@inbound.lakeside-auto.example',
      subject: 'Question about the Kona',
      text: 'Do you have the Kona in red?',
      messageId,
    });
    expect(res.json()).toEqual({ status: 'received' });
    const event = await settledEvent(db, 'email', messageId, 'processed');
    const [message] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.providerMessageId, messageId), eq(messages.direction, 'inbound')));
    expect(message?.content).toBe('Do you have the Kona in red?');
    expect((await leadById(db, event.leadId as number))?.dealershipId).toBe(2);
  });
});
