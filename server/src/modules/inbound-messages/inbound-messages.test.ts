import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { closedInboundChannels } from '../../config/inbound-channels';
import { createTestApp, testConfig } from '../../test/test-app';
import { optOuts } from '../opt-outs/opt-outs.tables';
import { parseAddress, stripQuotedReply, toInboundEmail } from './email-payload';

// No Twilio token, no Mailgun key, no SendGrid secret: the default demo start. Nobody can prove a post is real.
const closed = await createTestApp({ workers: false });
const TOKEN = 'twilio-token-test';
const PUBLIC_URL = 'https://crm.example.com';
const app = await createTestApp({ workers: false, env: { TWILIO_AUTH_TOKEN: TOKEN, PUBLIC_URL } });

const post = (url: string, payload: string, contentType: string, target = app) =>
  target.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
const form = (params: Record<string, string>) => new URLSearchParams(params).toString();
const FORM = 'application/x-www-form-urlencoded';

function signedSms(url: string, params: Record<string, string>) {
  const signature = twilio.getExpectedTwilioSignature(TOKEN, `${PUBLIC_URL}${url}`, params);
  return app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': FORM, 'x-twilio-signature': signature },
    payload: form(params),
  });
}

describe('inbound webhooks with no provider secrets fail closed', () => {
  it('refuses an anonymous STOP text and a forged 21610 status with 401, storing nothing', async () => {
    const stop = await post(
      '/api/webhooks/twilio/sms',
      form({ MessageSid: 'SMforged1', From: '+15125550188', To: '+15125550111', Body: 'STOP' }),
      FORM,
      closed,
    );
    expect(stop.statusCode).toBe(401);
    expect(stop.json().message).toContain('TWILIO_AUTH_TOKEN');
    const status = await post(
      '/api/webhooks/twilio/status',
      form({ MessageSid: 'SMany', MessageStatus: 'undelivered', ErrorCode: '21610' }),
      FORM,
      closed,
    );
    expect(status.statusCode).toBe(401);
    const optOutRows = await closed.database.db.select().from(optOuts);
    expect(optOutRows.filter((r) => r.address === '+15125550188')).toEqual([]);
  });

  it('refuses anonymous Mailgun-style and SendGrid-style e-mail with 401', async () => {
    const mailgun = await post(
      '/api/webhooks/email/inbound',
      form({ from: 'x@mail.example', recipient: 'chevrolet@inbound.example', 'body-plain': 'hi' }),
      FORM,
      closed,
    );
    expect(mailgun.statusCode).toBe(401);
    expect(mailgun.json().message).toContain('MAILGUN_SIGNING_KEY');
    const sendgrid = await closed.app.inject({
      method: 'POST',
      url: '/api/webhooks/email/inbound?key=guess',
      headers: { 'content-type': FORM },
      payload: form({ from: 'x@mail.example', to: 'chevrolet@inbound.example', text: 'hi' }),
    });
    expect(sendgrid.statusCode).toBe(403);
  });

  it('names every closed inbound endpoint and the variable that opens it', () => {
    const lines = closedInboundChannels(testConfig());
    expect(lines.join('\n')).toMatch(/twilio\/sms.*TWILIO_AUTH_TOKEN/);
    expect(lines.join('\n')).toMatch(/email\/inbound.*MAILGUN_SIGNING_KEY or SENDGRID_INBOUND_SECRET/);
    expect(lines.join('\n')).toMatch(/adf.*ADF_WEBHOOK_SECRET/);
    // The website form: a browser's post is refused until its site is allowed.
    expect(lines.join('\n')).toMatch(/leads\/capture from a browser.*CAPTURE_CORS_ORIGINS/);
    expect(lines).toHaveLength(7);
    const sitesSet = closedInboundChannels(testConfig(), { group: ['website'], someStore: [] });
    expect(sitesSet.join('\n')).not.toMatch(/leads\/capture/);
  });
});

describe('inbound Twilio webhooks with the auth token set', () => {
  it('accepts a signed SMS and answers empty TwiML', async () => {
    const res = await signedSms('/api/webhooks/twilio/sms', {
      MessageSid: 'SMopen1',
      From: '(512) 555-0188',
      To: '+15125550111',
      Body: 'Hi',
    });
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
    const badPhone = await signedSms('/api/webhooks/twilio/sms', {
      MessageSid: 'SM2',
      From: 'hello',
      Body: 'x',
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors[0].path).toBe('From');
    // It was given: the answer says what is wrong with it, not that it is missing.
    expect(badPhone.json().message).toBe('From is not a phone number');
    const noFrom = await signedSms('/api/webhooks/twilio/sms', { MessageSid: 'SM3', Body: 'x' });
    expect(noFrom.json()).toMatchObject({ message: 'From is required', errors: [{ path: 'From' }] });
  });

  it('ignores a status callback for a message it does not know', async () => {
    const res = await signedSms('/api/webhooks/twilio/status', {
      MessageSid: 'SMunknown',
      MessageStatus: 'delivered',
    });
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
