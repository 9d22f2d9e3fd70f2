import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../integrations/email/smtp-test-server';
import { ALL_DEALERSHIPS } from '../lib/scope';
import { leads } from '../modules/leads/leads.tables';
import { optOuts } from '../modules/opt-outs/opt-outs.tables';
import { createTestApp } from '../test/test-app';
import { appointmentsOfLead, eventually, messagesOfLead } from './flow-test-kit';

const SIGNING_KEY = 'key-mailgun-test';
const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const app = await createTestApp({
  env: {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'Lakeside Sales <sales@dealer.example>',
    MAILGUN_SIGNING_KEY: SIGNING_KEY,
  },
});
const db = app.database.db;
let inboundAddress: string;

beforeAll(async () => {
  const dealership = await app.app.services.dealerships.get(ALL_DEALERSHIPS, 1);
  inboundAddress = dealership.inboundEmail ?? 'chevrolet@inbound.example';
});

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

function mailgunFields(fields: Record<string, string>, key = SIGNING_KEY) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = Math.random().toString(36).slice(2);
  const signature = createHmac('sha256', key)
    .update(timestamp + token)
    .digest('hex');
  return new URLSearchParams({ ...fields, timestamp, token, signature }).toString();
}

const postMailgun = (payload: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/webhooks/email/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

function multipart(fields: Record<string, string>) {
  const boundary = 'xYzZY';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const attachment = `--${boundary}\r\nContent-Disposition: form-data; name="attachment1"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nignored\r\n`;
  return {
    body: `${parts.join('')}${attachment}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('email conversations over SMTP', () => {
  it('emails a lead without a phone, then threads the reply and books from it', async () => {
    const lead = await app.app.services.leads.createLead(ALL_DEALERSHIPS, {
      name: 'Jane Mailer',
      email: 'jane@mail.example',
      phone: null,
      source: 'website',
      vehicleInterest: 'Chevrolet Equinox',
      dealershipId: 1,
    });
    await eventually(() => expect(mailsTo('jane@mail.example')).toHaveLength(1));
    const first = mailsTo('jane@mail.example')[0];
    const firstId = first?.header('message-id') ?? '';
    expect(firstId).toMatch(/^<lm-\d+\.[0-9a-z]+@dealer\.example>$/);
    expect(first?.header('subject')).toContain('Chevrolet Equinox');
    expect(first?.body).toContain('Hi Jane,');
    expect(first?.body).toContain('Best regards');
    await eventually(async () =>
      expect((await messagesOfLead(db, lead.id))[0]?.message).toMatchObject({
        status: 'sent',
        providerMessageId: firstId,
      }),
    );

    const res = await postMailgun(
      mailgunFields({
        recipient: inboundAddress,
        sender: 'jane@mail.example',
        from: 'Jane Mailer <jane@mail.example>',
        subject: 'Re: Your Chevrolet Equinox inquiry',
        'body-plain': 'Can I come in Saturday at 10?\n\nOn Mon, Lakeside wrote:\n> Hi Jane',
        'stripped-text': 'Can I come in Saturday at 10?',
        'Message-Id': '<reply-1@mail.example>',
        'In-Reply-To': firstId,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'received' });
    await eventually(async () => expect(await appointmentsOfLead(db, lead.id)).toHaveLength(1));
    await eventually(() => expect(mailsTo('jane@mail.example')).toHaveLength(2));
    const reply = mailsTo('jane@mail.example')[1];
    expect(reply?.header('in-reply-to')).toBe('<reply-1@mail.example>');
    expect(reply?.header('references')).toBe(`${firstId} <reply-1@mail.example>`);
    expect(reply?.header('subject')).toBe('Re: Your Chevrolet Equinox inquiry');
    expect(reply?.body).toMatch(/booked/);
    const rows = await messagesOfLead(db, lead.id);
    expect(new Set(rows.map((r) => r.conversation.id)).size).toBe(1);
  });

  it('makes an unknown SendGrid sender a new email lead and answers it', async () => {
    const { body, type } = multipart({
      from: 'Omar New <omar@mail.example>',
      to: inboundAddress,
      subject: 'Traverse question',
      text: 'Does the Traverse have a third row?',
      headers: 'Message-ID: <sg-1@mail.example>\r\nSubject: Traverse question',
      envelope: JSON.stringify({ to: [inboundAddress], from: 'omar@mail.example' }),
    });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/email/inbound',
      headers: { 'content-type': type },
      payload: body,
    });
    expect(res.statusCode).toBe(401); // Mailgun signing is on: unsigned posts are refused
    const signed = multipart({
      from: 'Omar New <omar@mail.example>',
      to: inboundAddress,
      subject: 'Traverse question',
      text: 'Does the Traverse have a third row?',
      headers: 'Message-ID: <sg-1@mail.example>',
      envelope: JSON.stringify({ to: [inboundAddress], from: 'omar@mail.example' }),
      ...Object.fromEntries(new URLSearchParams(mailgunFields({}))),
    });
    const ok = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/email/inbound',
      headers: { 'content-type': signed.type },
      payload: signed.body,
    });
    expect(ok.statusCode).toBe(200);
    await eventually(async () => {
      const [lead] = await db.select().from(leads).where(eq(leads.email, 'omar@mail.example'));
      expect(lead).toMatchObject({ source: 'email', name: 'Omar New', dealershipId: 1 });
    });
    await eventually(() => expect(mailsTo('omar@mail.example')).toHaveLength(1));
    expect(mailsTo('omar@mail.example')[0]?.header('in-reply-to')).toBe('<sg-1@mail.example>');
  });

  it('refuses a wrong Mailgun signature (403), a post without a sender (406), and honours unsubscribe', async () => {
    const forged = await postMailgun(
      mailgunFields({ from: 'x@mail.example', 'body-plain': 'hi' }, 'wrong-key'),
    );
    expect(forged.statusCode).toBe(403);
    const noSender = await postMailgun(mailgunFields({ 'body-plain': 'hi' }));
    expect(noSender.statusCode).toBe(406);
    expect(noSender.json().errors[0].path).toBe('from');
    const res = await postMailgun(
      mailgunFields({
        recipient: inboundAddress,
        from: 'quiet@mail.example',
        subject: 'Unsubscribe',
        'body-plain': 'please remove me',
      }),
    );
    expect(res.json()).toEqual({ status: 'received' });
    await eventually(async () => {
      const [row] = await db.select().from(optOuts).where(eq(optOuts.address, 'quiet@mail.example'));
      expect(row?.channel).toBe('email');
    });
    await eventually(() => expect(mailsTo('quiet@mail.example')).toHaveLength(1));
    expect(mailsTo('quiet@mail.example')[0]?.body).toMatch(/unsubscribed/);
  });
});
