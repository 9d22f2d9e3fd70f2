import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { INBOUND_EMAIL_PER_MINUTE } from './inbound-messages.routes';

const MAILGUN_KEY = 'key-mailgun-test';
const SENDGRID_SECRET = 'sendgrid-parse-secret';
// Both providers configured at once: a group moving from one to the other, or one per store.
const app = await createTestApp({
  workers: false,
  env: { MAILGUN_SIGNING_KEY: MAILGUN_KEY, SENDGRID_INBOUND_SECRET: SENDGRID_SECRET },
});
const URL_PATH = '/api/webhooks/email/inbound';
const FORM = 'application/x-www-form-urlencoded';
let sequence = 0;

function mailgunTriple(timestamp = Math.floor(Date.now() / 1000)) {
  sequence += 1;
  const token = `tok${sequence}${Math.random().toString(36).slice(2)}`;
  const signature = createHmac('sha256', MAILGUN_KEY).update(`${timestamp}${token}`).digest('hex');
  return { timestamp: String(timestamp), token, signature };
}

const reply = (n: number) => ({
  recipient: 'chevrolet@inbound.example',
  from: `Pat <pat${n}@mail.example>`,
  'body-plain': `reply ${n}`,
  'Message-Id': `<mg-${n}-${Math.random()}@mail.example>`,
});

const postForm = (fields: Record<string, string>, url = URL_PATH, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

function multipart(fields: Record<string, string>) {
  const boundary = 'xYzZY';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const sendGridReply = (n: number) =>
  multipart({
    from: `Sam <sam${n}@mail.example>`,
    to: 'chevrolet@inbound.example',
    text: `hello ${n}`,
    headers: `Message-ID: <sg-${n}-${Math.random()}@mail.example>`,
    envelope: JSON.stringify({ to: ['chevrolet@inbound.example'], from: `sam${n}@mail.example` }),
  });

describe('Mailgun inbound e-mail', () => {
  it('accepts a fresh signed post once and refuses the same triple replayed', async () => {
    const triple = mailgunTriple();
    const first = await postForm({ ...reply(1), ...triple });
    expect(first.statusCode).toBe(200);
    const replayed = await postForm({ ...reply(2), ...triple });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().message).toMatch(/already used/);
  });

  it('refuses a correctly signed timestamp older than 5 minutes or far in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = await postForm({ ...reply(3), ...mailgunTriple(now - 6 * 60) });
    expect(old.statusCode).toBe(403);
    expect(old.json().message).toMatch(/5 minutes/);
    const future = await postForm({ ...reply(4), ...mailgunTriple(now + 6 * 60) });
    expect(future.statusCode).toBe(403);
    const recent = await postForm({ ...reply(5), ...mailgunTriple(now - 4 * 60) });
    expect(recent.statusCode).toBe(200);
  });

  it('refuses a wrong signature (403) and an unsigned post (401)', async () => {
    const triple = mailgunTriple();
    const forged = await postForm({ ...reply(6), ...triple, signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(403);
    const unsigned = await postForm(reply(7));
    expect(unsigned.statusCode).toBe(401);
  });
});

function postSendGrid(n: number, url = URL_PATH, headers: Record<string, string> = {}) {
  const { payload, type } = sendGridReply(n);
  return app.app.inject({ method: 'POST', url, headers: { 'content-type': type, ...headers }, payload });
}

describe('SendGrid Inbound Parse beside Mailgun', () => {
  it('accepts the shared secret as ?key= or as Basic credentials in the URL', async () => {
    expect((await postSendGrid(1, `${URL_PATH}?key=${SENDGRID_SECRET}`)).statusCode).toBe(200);
    // SendGrid turns https://parse:SECRET@host/... into an Authorization: Basic header.
    const basic = `Basic ${Buffer.from(`parse:${SENDGRID_SECRET}`).toString('base64')}`;
    expect((await postSendGrid(2, URL_PATH, { authorization: basic })).statusCode).toBe(200);
  });

  it('refuses a wrong secret (403) and a post with none (401)', async () => {
    expect((await postSendGrid(3, `${URL_PATH}?key=not-it`)).statusCode).toBe(403);
    expect((await postSendGrid(4)).statusCode).toBe(401);
  });
});

describe('inbound e-mail rate limit', () => {
  it('answers 429 once one sender exceeds the per-minute limit', async () => {
    const flood = { 'x-forwarded-for': '203.0.113.9', 'content-type': FORM };
    let last = 0;
    for (let i = 0; i <= INBOUND_EMAIL_PER_MINUTE; i += 1) {
      const res = await app.app.inject({
        method: 'POST',
        url: URL_PATH,
        headers: flood,
        payload: 'from=a@b.example',
        remoteAddress: '203.0.113.9',
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
