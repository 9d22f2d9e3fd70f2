import type { InboundMessage } from './inbound-message';

type Fields = Record<string, unknown>;

const text = (fields: Fields, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = fields[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim()) return first.trim();
  }
  return undefined;
};

/** `Jane Doe <jane@example.com>` → name and lower-cased address. */
export function parseAddress(raw: string | undefined): { address?: string; name?: string } {
  if (!raw) return {};
  const angle = raw.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>/);
  if (angle) return { address: angle[2]?.trim().toLowerCase(), name: angle[1]?.trim() || undefined };
  const bare = raw.match(/[^\s<>,;]+@[^\s<>,;]+/);
  return { address: bare?.[0].toLowerCase() };
}

const addressesIn = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((part) => parseAddress(part).address)
    .filter((a): a is string => Boolean(a));

/** One header's value from a raw header block (SendGrid's `headers` field). */
function headerValue(block: string | undefined, name: string): string | undefined {
  const match = block?.match(new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im'));
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** The newest part of a reply: the text above the quoted earlier messages. */
export function stripQuotedReply(body: string): string {
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const cut = lines.findIndex(
    (line) =>
      /^On .+wrote:\s*$/.test(line.trim()) || /^-{2,}\s*Original Message/i.test(line) || line.startsWith('>'),
  );
  return (cut > 0 ? lines.slice(0, cut) : lines).join('\n').trim();
}

/** A Mailgun route forward or a SendGrid Inbound Parse post, as one inbound message; undefined without a sender. */
export function toInboundEmail(fields: Fields): InboundMessage | undefined {
  const isSendGrid = 'envelope' in fields || 'headers' in fields;
  const headers = isSendGrid ? text(fields, 'headers') : undefined;
  let envelope: { from?: string; to?: string[] } = {};
  try {
    envelope = JSON.parse(text(fields, 'envelope') ?? '{}');
  } catch {}
  const from = parseAddress(text(fields, 'from', 'sender', 'From') ?? envelope.from);
  if (!from.address) return undefined;
  const to = [
    ...addressesIn(text(fields, 'recipient', 'to', 'To')),
    ...(envelope.to ?? []).map((a) => a.toLowerCase()),
  ];
  const body = text(fields, 'stripped-text') ?? stripQuotedReply(text(fields, 'body-plain', 'text') ?? '');
  return {
    channel: 'email',
    from: from.address,
    fromName: from.name,
    to,
    content: body || '(empty message)',
    subject: text(fields, 'subject', 'Subject'),
    providerMessageId: text(fields, 'Message-Id', 'message-id') ?? headerValue(headers, 'Message-ID'),
    inReplyTo: (text(fields, 'In-Reply-To') ?? headerValue(headers, 'In-Reply-To'))?.match(/<[^>]+>/)?.[0],
  };
}
