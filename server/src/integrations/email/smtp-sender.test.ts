import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentDeliveryError } from '../messaging/message-sender';
import { createSmtpSender, messageIdDomain } from './smtp-sender';
import { startSmtpTestServer } from './smtp-test-server';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer({ user: 'mailer', pass: 'secret' });
});
afterAll(() => smtp.close());

const sender = (pass = 'secret') =>
  createSmtpSender({
    host: smtp.host,
    port: smtp.port,
    user: 'mailer',
    pass,
    from: 'Sales <sales@dealer.example>',
  });

describe('SMTP sender against a real SMTP server on loopback', () => {
  it('delivers with our Message-ID and the threading headers', async () => {
    const result = await sender().send({
      channel: 'email',
      to: 'jane@example.com',
      subject: 'Re: Your Tahoe',
      content: 'See you Saturday.',
      idempotencyKey: 'message-7',
      threading: {
        messageId: '<lm-7.abc@dealer.example>',
        inReplyTo: '<customer-1@mail.example>',
        references: ['<lm-5.abc@dealer.example>', '<customer-1@mail.example>'],
      },
    });
    expect(result).toEqual({ status: 'sent', providerMessageId: '<lm-7.abc@dealer.example>' });
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['jane@example.com']);
    expect(mail?.header('message-id')).toBe('<lm-7.abc@dealer.example>');
    expect(mail?.header('in-reply-to')).toBe('<customer-1@mail.example>');
    expect(mail?.header('references')).toBe('<lm-5.abc@dealer.example> <customer-1@mail.example>');
    expect(mail?.header('subject')).toBe('Re: Your Tahoe');
    expect(mail?.body).toContain('See you Saturday.');
  });

  it('retries a temporary refusal (4xx) and gives up on a permanent one (5xx, bad login)', async () => {
    smtp.rejectNext(1);
    const temporary = await sender()
      .send({ channel: 'email', to: 'a@example.com', content: 'x', idempotencyKey: 'k' })
      .catch((e: Error) => e);
    expect(temporary).toBeInstanceOf(Error);
    expect(temporary).not.toBeInstanceOf(PermanentDeliveryError);
    const badLogin = await sender('wrong')
      .send({ channel: 'email', to: 'a@example.com', content: 'x', idempotencyKey: 'k' })
      .catch((e: Error) => e);
    expect(badLogin).toBeInstanceOf(PermanentDeliveryError);
  });

  it('takes the Message-ID domain from the From address', () => {
    expect(messageIdDomain('Sales <sales@dealer.example>')).toBe('dealer.example');
    expect(messageIdDomain(undefined)).toBe('lead-manager.local');
  });
});
