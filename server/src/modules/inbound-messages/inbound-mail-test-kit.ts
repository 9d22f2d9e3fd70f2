import { createHmac, randomUUID } from 'node:crypto';

/** One file part of a multipart post: an e-mail attachment as the inbound route hands it over. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

const BOUNDARY = '----MailBoundary7MA4YWxkTrZu0gW';

/** A multipart/form-data body of text fields and file parts, byte for byte as the providers post it. */
function multipartBody(fields: Record<string, string>, files: Record<string, MailAttachment> = {}) {
  const part = (disposition: string, extra: string, value: string | Buffer) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n${extra}\r\n`),
    typeof value === 'string' ? Buffer.from(value) : value,
    Buffer.from('\r\n'),
  ];
  const payload = Buffer.concat([
    ...Object.entries(fields).flatMap(([name, value]) => part(`name="${name}"`, '', value)),
    ...Object.entries(files).flatMap(([name, file]) =>
      part(
        `name="${name}"; filename="${file.filename}"`,
        `Content-Type: ${file.contentType}\r\n`,
        file.content,
      ),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** Mailgun's webhook signature fields: a fresh token, now, and hex HMAC-SHA256(key, timestamp + token). */
function mailgunSignature(signingKey: string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const token = randomUUID().replaceAll('-', '');
  const signature = createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest('hex');
  return { timestamp, token, signature };
}

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  attachments?: MailAttachment[];
}

/**
 * A Mailgun route's `forward()` post: the parsed message fields, every MIME header as a field of its own,
 * `attachment-count` and the files as `attachment-1…`, signed with the key.
 */
export function mailgunForward(mail: Mail, signingKey: string) {
  const messageId = mail.messageId ?? `<${randomUUID()}@mail.example>`;
  const attachments = mail.attachments ?? [];
  return multipartBody(
    {
      recipient: mail.to,
      sender: mail.from.replace(/^.*<|>$/g, ''),
      from: mail.from,
      subject: mail.subject,
      'body-plain': mail.text,
      'stripped-text': mail.text,
      'stripped-signature': '',
      'body-html': mail.html ?? '',
      'stripped-html': mail.html ?? '',
      'attachment-count': String(attachments.length),
      'message-headers': JSON.stringify([
        ['Message-Id', messageId],
        ['From', mail.from],
        ['To', mail.to],
        ['Subject', mail.subject],
      ]),
      'Message-Id': messageId,
      From: mail.from,
      To: mail.to,
      Subject: mail.subject,
      'Mime-Version': '1.0',
      ...mailgunSignature(signingKey),
    },
    Object.fromEntries(attachments.map((file, i) => [`attachment-${i + 1}`, file])),
  );
}

/** A SendGrid Inbound Parse post (not the raw MIME option): headers as one block, `attachment-info`, `attachment1…`. */
export function sendGridParse(mail: Mail) {
  const messageId = mail.messageId ?? `<${randomUUID()}@mail.example>`;
  const attachments = mail.attachments ?? [];
  const address = (raw: string) => raw.replace(/^.*<|>$/g, '');
  const name = (i: number) => `attachment${i + 1}`;
  return multipartBody(
    {
      headers: [
        'MIME-Version: 1.0',
        `From: ${mail.from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Message-ID: ${messageId}`,
      ].join('\n'),
      dkim: '{@mail.example : pass}',
      'content-ids': '{}',
      to: mail.to,
      from: mail.from,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      sender_ip: '192.0.2.10',
      spam_report: '',
      envelope: JSON.stringify({ to: [address(mail.to)], from: address(mail.from) }),
      attachments: String(attachments.length),
      subject: mail.subject,
      spam_score: '0.1',
      'attachment-info': JSON.stringify(
        Object.fromEntries(
          attachments.map((file, i) => [
            name(i),
            { filename: file.filename, name: file.filename, type: file.contentType },
          ]),
        ),
      ),
      charsets: JSON.stringify({ to: 'UTF-8', from: 'UTF-8', subject: 'UTF-8', text: 'utf-8' }),
      SPF: 'pass',
    },
    Object.fromEntries(attachments.map((file, i) => [name(i), file])),
  );
}
