import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the double accepted, as Twilio would have received it. */
export interface TwilioDoubleMessage {
  sid: string;
  accountSid: string;
  to: string;
  /** The number sent from ('' when a Messaging Service chose it). */
  from: string;
  messagingServiceSid?: string;
  body: string;
  statusCallback?: string;
  receivedAt: number;
}

export interface TwilioDouble {
  url: string;
  accountSid: string;
  authToken: string;
  messages: TwilioDoubleMessage[];
  /** Answer the next `count` sends with this HTTP status and Twilio error body (e.g. 500, or 400 code 21211). */
  failNext(count: number, status: number, code?: number): void;
  /** From now on, sends are read and left unanswered, and not accepted: a crash of the sender loses them. */
  hold(): void;
  /** The `To` of each send still waiting for an answer since `hold`. */
  heldTo(): string[];
  /** Answers again; the held sends are dropped unaccepted (their connections closed). */
  stopHolding(): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for Twilio's Messages API (tests and the benchmark): the same path, Basic auth, form fields
 * and JSON answers as https://api.twilio.com, on 127.0.0.1 and a free port.
 */
export async function startTwilioDouble(options: { accountSid?: string; authToken?: string } = {}) {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const messages: TwilioDoubleMessage[] = [];
  const failures: { status: number; code?: number }[] = [];
  let holding = false;
  const held = new Map<http.ServerResponse, string>();
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const send = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (req.method !== 'POST' || req.url !== path)
        return send(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== expectedAuth)
        return send(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
      if (holding) {
        held.set(res, new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('To') ?? '');
        res.once('close', () => held.delete(res));
        return;
      }
      const failure = failures.shift();
      if (failure)
        return send(res, failure.status, {
          code: failure.code ?? 20500,
          message: 'Simulated failure',
          status: failure.status,
        });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To');
      const body = form.get('Body');
      if (!to)
        return send(res, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      if (!body) return send(res, 400, { code: 21602, message: 'Message body is required.', status: 400 });
      const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
      if (!form.get('From') && !messagingServiceSid)
        return send(res, 400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const message: TwilioDoubleMessage = {
        sid,
        accountSid,
        to,
        from: form.get('From') ?? '',
        ...(messagingServiceSid ? { messagingServiceSid } : {}),
        body,
        statusCallback: form.get('StatusCallback') ?? undefined,
        receivedAt: Date.now(),
      };
      messages.push(message);
      send(res, 201, {
        sid,
        account_sid: accountSid,
        to,
        from: message.from || null,
        messaging_service_sid: messagingServiceSid ?? null,
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const double: TwilioDouble = {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    failNext(count, status, code) {
      for (let i = 0; i < count; i += 1) failures.push({ status, code });
    },
    hold() {
      holding = true;
    },
    heldTo: () => [...held.values()],
    stopHolding() {
      holding = false;
      for (const res of held.keys()) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return double;
}
