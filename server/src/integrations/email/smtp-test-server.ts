import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
  /** Header value by lower-case name, unfolded. */
  header(name: string): string | undefined;
  body: string;
  /** The body as read: quoted-printable or base64 undone, UTF-8. */
  text: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body, 'base64').toString('utf8');
  if (!/quoted-printable/i.test(encoding ?? '')) return body;
  const escaped = body.replace(/=\r?\n/g, '').replaceAll('%', '%25');
  return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/g, '%$1'));
}

/** A real SMTP server on loopback that keeps what it receives (tests and the benchmark). */
export async function startSmtpTestServer(
  options: { user?: string; pass?: string; rejectNext?: number } = {},
) {
  const received: ReceivedEmail[] = [];
  let rejectNext = options.rejectNext ?? 0;
  const server = new SMTPServer({
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (rejectNext > 0) {
          rejectNext -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
        const header = (name: string) => unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim();
        const body = rest.join('\n\n');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body,
          text: decodeBody(body, header('content-transfer-encoding')),
          header,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    received,
    rejectNext(count: number) {
      rejectNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
