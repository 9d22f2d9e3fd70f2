import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from '../messaging/message-sender';
import { startTwilioDouble, type TwilioDouble } from './twilio-double';
import { createTwilioSender } from './twilio-sender';

let double: TwilioDouble;
beforeAll(async () => {
  double = await startTwilioDouble();
});
afterAll(() => double.close());

const senderFor = (d: TwilioDouble, authToken = d.authToken) =>
  createTwilioSender({
    accountSid: d.accountSid,
    authToken,
    from: '+15125550111',
    apiUrl: d.url,
    statusCallback: 'https://crm.example.com/api/webhooks/twilio/status',
  });

const sms = {
  channel: 'sms' as const,
  to: '+15125550199',
  content: 'Hello there',
  idempotencyKey: 'message-1',
};

describe('Twilio sender against a local double of the REST API', () => {
  it('posts To, From, Body and StatusCallback with Basic auth and returns the sid', async () => {
    const result = await senderFor(double).send(sms);
    expect(result.status).toBe('sent');
    expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(double.messages.at(-1)).toMatchObject({
      to: '+15125550199',
      from: '+15125550111',
      body: 'Hello there',
      statusCallback: 'https://crm.example.com/api/webhooks/twilio/status',
    });
  });

  it('treats a 4xx (invalid number 21211, opted out 21610) as permanent, keeping the code', async () => {
    double.failNext(1, 400, 21211);
    await expect(senderFor(double).send(sms)).rejects.toBeInstanceOf(PermanentDeliveryError);
    double.failNext(1, 400, 21610);
    const optedOut = await senderFor(double)
      .send(sms)
      .catch((err: PermanentDeliveryError) => err);
    expect(optedOut).toMatchObject({ code: '21610' });
  });

  it('does not fail a message for good over rejected credentials (401): the retries go out once they are fixed', async () => {
    const rejected = await senderFor(double, 'wrong')
      .send(sms)
      .catch((e: Error) => e);
    expect(rejected).toBeInstanceOf(Error);
    expect(rejected).not.toBeInstanceOf(PermanentDeliveryError);
    expect((rejected as Error).message).toContain('Twilio 401');
    await expect(senderFor(double).send(sms)).resolves.toMatchObject({ status: 'sent' });
  });

  it('treats 5xx, 429 and network failures as retryable', async () => {
    double.failNext(1, 503);
    const err = await senderFor(double)
      .send(sms)
      .catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(PermanentDeliveryError);
    double.failNext(1, 429, 20429);
    await expect(senderFor(double).send(sms)).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    const offline = createTwilioSender({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1',
      apiUrl: 'http://127.0.0.1:1',
    });
    await expect(offline.send(sms)).rejects.not.toBeInstanceOf(PermanentDeliveryError);
  });
});

describe('asking Twilio whether a send whose answer was lost arrived', () => {
  it('finds the message by recipient, sender and text from the time the send began, and nothing else', async () => {
    const own = await startTwilioDouble();
    try {
      const sender = senderFor(own);
      const began = new Date();
      const message = { ...sms, to: '+15125550177', content: 'Your test drive is confirmed' };
      own.hold('taken');
      const lost = sender.send({ ...message, idempotencyKey: 'message-lost' }).catch((err: unknown) => err);
      await new Promise<void>((resolve) => {
        const check = () => (own.heldTo().length ? resolve() : setTimeout(check, 10));
        check();
      });
      own.stopHolding();
      expect(await lost).toBeInstanceOf(Error);

      const found = await sender.findSent?.(message, began);
      expect(found).toEqual({ status: 'sent', providerMessageId: own.messages[0]?.sid });
      expect(await sender.findSent?.({ ...message, content: 'Another text' }, began)).toBeUndefined();
      expect(await sender.findSent?.({ ...message, to: '+15125550178' }, began)).toBeUndefined();
      // A message Twilio took well before this send began is an earlier one, not this one.
      expect(await sender.findSent?.(message, new Date(began.getTime() + 5 * 60_000))).toBeUndefined();
    } finally {
      await own.close();
    }
  });

  it('says so when Twilio cannot be asked, so the retry asks again instead of sending twice', async () => {
    await expect(senderFor(double, 'wrong-token').findSent?.(sms, new Date())).rejects.toThrow(/401/);
  });
});

describe("Twilio's request signature", () => {
  it("matches Twilio's published test vector", () => {
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilio.getExpectedTwilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(twilio.validateRequest('12345', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', url, params)).toBe(true);
    expect(
      twilio.validateRequest('12345', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', url, { ...params, Digits: '9' }),
    ).toBe(false);
  });
});
