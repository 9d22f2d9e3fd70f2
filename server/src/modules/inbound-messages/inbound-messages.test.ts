import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { parseAddress, stripQuotedReply, toInboundEmail } from './email-payload';

// No Twilio token and no Mailgun key: the webhooks take unsigned posts (development without providers).
const app = await createTestApp({ workers: false });

const post = (url: string, payload: string, contentType: string) =>
  app.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('inbound webhooks without provider secrets', () => {
  it('accepts an unsigned Twilio SMS and answers empty TwiML', async () => {
    const res = await post(
      '/api/webhooks/twilio/sms',
      new URLSearchParams({
        MessageSid: 'SMopen1',
        From: '(512) 555-0188',
        To: '+15125550111',
        Body: 'Hi',
      }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const nested = await post(
      '/api/webhooks/twilio/sms',
      JSON.stringify({ From: { a: 1 } }),
      'application/json',
    );
    expect(nested.statusCode).toBe(400);
    const badJson = await post('/api/webhooks/twilio/status', '{"MessageSid":', 'application/json');
    expect(badJson.statusCode).toBe(400);
    const noBoundary = await post('/api/webhooks/email/inbound', 'garbage', 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    const badPhone = await post(
      '/api/webhooks/twilio/sms',
      'MessageSid=SM2&From=hello&Body=x',
      'application/x-www-form-urlencoded',
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0].path).toBe('From');
  });

  it('ignores a status callback for a message it does not know', async () => {
    const res = await post(
      '/api/webhooks/twilio/status',
      'MessageSid=SMunknown&MessageStatus=delivered',
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('email payloads', () => {
  it('reads names, addresses and the new part of a reply', () => {
    expect(parseAddress('"Jane Doe" <Jane@Example.com>')).toEqual({
      address: 'jane@example.com',
      name: 'Jane Doe',
    });
    expect(parseAddress('bob@example.com')).toEqual({ address: 'bob@example.com' });
    expect(stripQuotedReply('Sounds good!\r\n\r\nOn Tue, Sales wrote:\r\n> earlier')).toBe('Sounds good!');
    const sendgrid = toInboundEmail({
      from: 'Ann <ann@example.com>',
      to: 'Ford <ford@inbound.example>',
      text: 'Hello\n> quoted',
      headers: 'Message-ID: <a1@example.com>\nIn-Reply-To: <lm-4.x@dealer.example>\nSubject: Hi',
    });
    expect(sendgrid).toMatchObject({
      from: 'ann@example.com',
      to: ['ford@inbound.example'],
      content: 'Hello',
      providerMessageId: '<a1@example.com>',
      inReplyTo: '<lm-4.x@dealer.example>',
    });
  });
});
