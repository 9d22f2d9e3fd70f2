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
  /** A multipart message's parts (the text and each attachment), each as read; empty for a single part. */
  parts: MailPart[];
}

export interface MailPart {
  contentType: string;
  filename?: string;
  text: string;
}

/** A header block's fields by lower-case name, unfolded. */
function headerReader(head: string) {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return (name: string) => unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim();
}

/** The parts of a multipart body between its boundary lines, each decoded as its own header says. */
function partsOf(body: string, contentType: string | undefined): MailPart[] {
  const boundary = contentType?.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const field = headerReader(head);
      const filename = field('content-disposition')?.match(/filename="?([^";]+)"?/i)?.[1];
      return {
        contentType: field('content-type')?.split(';')[0] ?? 'text/plain',
        ...(filename ? { filename } : {}),
        text: decodeBody(rest.join('\n\n').replace(/\r?\n$/, ''), field('content-transfer-encoding')),
      };
    });
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
  /** When set, only mail to this address is refused (other mail of the same test goes through). */
  let rejectOnlyTo: string | undefined;
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
        const refused = !rejectOnlyTo || session.envelope.rcptTo.some((r) => r.address === rejectOnlyTo);
        if (rejectNext > 0 && refused) {
          rejectNext -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const header = headerReader(head);
        const body = rest.join('\n\n');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body,
          text: decodeBody(body, header('content-transfer-encoding')),
          parts: partsOf(body, header('content-type')),
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
    /** Refuses the next `count` messages (451, try again later), or the next ones to the address `to`. */
    rejectNext(count: number, to?: string) {
      rejectNext = count;
      rejectOnlyTo = to;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
