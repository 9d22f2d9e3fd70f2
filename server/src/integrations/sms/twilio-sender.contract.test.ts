import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { afterAll, describe, expect, it } from 'vitest';
import type { OutboundMessage } from '../messaging/message-sender';
import { createTwilioSender } from './twilio-sender';

// Our fetch client must make the request Twilio documents, which is the one the official SDK makes: the SDK is the
// reference here, asked to send the same message through an HTTP client that records instead of sending.
const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'contract-token';
const CALLBACK = 'https://crm.example.com/api/webhooks/twilio/status';

interface Recorded {
  method: string;
  path: string;
  authorization?: string;
  form: Record<string, string>;
}

const received: Recorded[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
    });
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' }));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** What the official SDK sends for `create(params)`: method, path, Basic credentials and form fields. */
async function sdkRequest(params: Record<string, string>): Promise<Recorded> {
  let recorded: Recorded | undefined;
  const httpClient = {
    request: async (opts: {
      method: string;
      uri: string;
      username?: string;
      password?: string;
      data?: object;
    }) => {
      recorded = {
        method: opts.method.toUpperCase(),
        path: new URL(opts.uri).pathname,
        authorization: `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`,
        form: Object.fromEntries(Object.entries(opts.data ?? {}).map(([k, v]) => [k, String(v)])),
      };
      return {
        statusCode: 201,
        body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' },
        headers: {},
      };
    },
  };
  const client = twilio(ACCOUNT, TOKEN, { httpClient: httpClient as never });
  await client.messages.create(params as never);
  if (!recorded) throw new Error('the SDK made no request');
  return recorded;
}

const message = (smsFrom: OutboundMessage['smsFrom']): OutboundMessage => ({
  channel: 'sms',
  to: '+12165550134',
  content: 'Hi Riley, the blue Bronco is here.',
  idempotencyKey: 'message-7',
  smsFrom,
});

describe('the Twilio client against the official SDK’s request', () => {
  const sender = createTwilioSender({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    apiUrl,
    statusCallback: CALLBACK,
  });

  it('sends From, To, Body and StatusCallback as the SDK does for a number', async () => {
    await sender.send(message({ kind: 'number', value: '+15550100333' }));
    const ours = received.at(-1);
    const sdk = await sdkRequest({
      to: '+12165550134',
      from: '+15550100333',
      body: 'Hi Riley, the blue Bronco is here.',
      statusCallback: CALLBACK,
    });
    expect(ours).toEqual(sdk);
    expect(Object.keys(sdk.form).sort()).toEqual(['Body', 'From', 'StatusCallback', 'To']);
  });

  it('sends MessagingServiceSid instead of From as the SDK does for a Messaging Service', async () => {
    await sender.send(message({ kind: 'messaging_service', value: 'MG0123456789abcdef0123456789abcdef' }));
    const sdk = await sdkRequest({
      to: '+12165550134',
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      body: 'Hi Riley, the blue Bronco is here.',
      statusCallback: CALLBACK,
    });
    expect(received.at(-1)).toEqual(sdk);
    expect(sdk.form).not.toHaveProperty('From');
  });
});
