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
  /**
   * From now on, sends are left unanswered: `taken` ones are accepted (listed, as Twilio would after a lost answer),
   * `dropped` ones never arrive (lost on the way).
   */
  hold(mode?: 'taken' | 'dropped'): void;
  /** The `To` of each send left unanswered since `hold` (a sender that timed out and gave up included). */
  heldTo(): string[];
  /** Answers again; the held sends' connections are closed unanswered. */
  stopHolding(): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for Twilio's Messages API (tests and the benchmark): the same path, Basic auth, form fields
 * and JSON answers as https://api.twilio.com (sending, and listing what was sent), on 127.0.0.1 and a free port.
 */
export async function startTwilioDouble(options: { accountSid?: string; authToken?: string } = {}) {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const messages: TwilioDoubleMessage[] = [];
  const failures: { status: number; code?: number }[] = [];
  let holding: 'taken' | 'dropped' | undefined;
  const held = new Set<http.ServerResponse>();
  let heldTo: string[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const send = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  /** Leaves a send unanswered until `stopHolding`. */
  const hold = (res: http.ServerResponse, form: URLSearchParams) => {
    held.add(res);
    heldTo.push(form.get('To') ?? '');
    res.once('close', () => held.delete(res));
  };

  /** A message as Twilio's API answers it. */
  const resourceOf = (message: TwilioDoubleMessage) => ({
    sid: message.sid,
    account_sid: accountSid,
    to: message.to,
    from: message.from || null,
    messaging_service_sid: message.messagingServiceSid ?? null,
    body: message.body,
    status: 'queued',
    num_segments: '1',
    direction: 'outbound-api',
    api_version: '2010-04-01',
    date_created: new Date(message.receivedAt).toUTCString(),
    error_code: null,
    error_message: null,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
  });

  /** The Messages list: newest first, filtered by To and From as Twilio does. */
  const list = (query: URLSearchParams) => {
    const to = query.get('To');
    const from = query.get('From');
    const found = messages
      .filter((m) => (!to || m.to === to) && (!from || m.from === from))
      .reverse()
      .slice(0, Number(query.get('PageSize') ?? 50));
    return { messages: found.map(resourceOf), page: 0, page_size: found.length };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      const [requestPath, query = ''] = (req.url ?? '').split('?');
      if (requestPath !== path || (req.method !== 'POST' && req.method !== 'GET'))
        return send(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== expectedAuth)
        return send(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
      if (req.method === 'GET') return send(res, 200, list(new URLSearchParams(query)));
      if (holding === 'dropped')
        return hold(res, new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
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
      const message: TwilioDoubleMessage = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        accountSid,
        to,
        from: form.get('From') ?? '',
        ...(messagingServiceSid ? { messagingServiceSid } : {}),
        body,
        statusCallback: form.get('StatusCallback') ?? undefined,
        receivedAt: Date.now(),
      };
      messages.push(message);
      if (holding === 'taken') return hold(res, form);
      send(res, 201, resourceOf(message));
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
    hold(mode = 'taken') {
      holding = mode;
      heldTo = [];
    },
    heldTo: () => [...heldTo],
    stopHolding() {
      holding = undefined;
      for (const res of held) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return double;
}
