import type { AdfMail } from '../lead-sources/lead-sources.service';
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

/** SendGrid's `envelope` JSON (`{"to":["…"],"from":"…"}`); empty for Mailgun's post or one that is not JSON. */
function envelopeOf(fields: Fields): { from?: string; to?: string[] } {
  try {
    const envelope = JSON.parse(text(fields, 'envelope') ?? '{}');
    return typeof envelope === 'object' && envelope !== null ? envelope : {};
  } catch {
    return {};
  }
}

/** SendGrid's raw header block; Mailgun posts each header as a field of its own. */
const headerBlockOf = (fields: Fields) =>
  'envelope' in fields || 'headers' in fields ? text(fields, 'headers') : undefined;

/** The addresses the mail was delivered to: Mailgun's `recipient`, SendGrid's `to` and its envelope's. */
function recipientsOf(fields: Fields): string[] {
  const envelope = envelopeOf(fields);
  return [
    ...addressesIn(text(fields, 'recipient', 'to', 'To')),
    ...(Array.isArray(envelope.to) ? envelope.to : []).map((a) => String(a).toLowerCase()),
  ];
}

const messageIdOf = (fields: Fields) =>
  text(fields, 'Message-Id', 'message-id') ?? headerValue(headerBlockOf(fields), 'Message-ID');

/** A Mailgun route forward or a SendGrid Inbound Parse post, as one inbound message; undefined without a sender. */
export function toInboundEmail(fields: Fields): InboundMessage | undefined {
  const headers = headerBlockOf(fields);
  const from = parseAddress(text(fields, 'from', 'sender', 'From') ?? envelopeOf(fields).from);
  if (!from.address) return undefined;
  const body = text(fields, 'stripped-text') ?? stripQuotedReply(text(fields, 'body-plain', 'text') ?? '');
  return {
    channel: 'email',
    from: from.address,
    fromName: from.name,
    to: recipientsOf(fields),
    content: body || '(empty message)',
    subject: text(fields, 'subject', 'Subject'),
    providerMessageId: messageIdOf(fields),
    inReplyTo: (text(fields, 'In-Reply-To') ?? headerValue(headers, 'In-Reply-To'))?.match(/<[^>]+>/)?.[0],
  };
}

/** Mailgun's `attachment-1`, SendGrid's `attachment1`: the XML attachments the multipart parser kept as text. */
const ATTACHMENT_FIELD = /^attachment-?\d+$/;

const HTML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', amp: '&' };

/**
 * The text of an HTML body that shows XML as text (`&lt;adf&gt;…`, as a mail client writes pasted XML): tags
 * dropped, entities read. Undefined when it shows none, so a customer's HTML reply is never read as a lead.
 */
function escapedXmlIn(html: string | undefined): string | undefined {
  if (!html || !/&lt;(?:\?xml|\?adf|adf)/i.test(html)) return undefined;
  return html
    .replace(/<br\s*\/?>|<\/(?:p|div|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|apos|nbsp|amp);/g, (_m, name: string) => HTML_ENTITIES[name] ?? '');
}

/** What the ADF path reads of an inbound e-mail (either provider): where it went and each text that may be ADF. */
export function toAdfMail(fields: Fields): AdfMail & { providerMessageId?: string } {
  const attachments = Object.keys(fields)
    .filter((name) => ATTACHMENT_FIELD.test(name))
    .sort()
    .map((name) => text(fields, name));
  const texts = [
    ...attachments,
    text(fields, 'body-plain', 'text'),
    escapedXmlIn(text(fields, 'body-html', 'html')),
  ];
  return {
    recipients: recipientsOf(fields),
    texts: texts.filter((t): t is string => t !== undefined),
    providerMessageId: messageIdOf(fields),
  };
}
