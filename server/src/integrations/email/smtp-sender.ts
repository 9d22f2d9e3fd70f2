import nodemailer from 'nodemailer';
import type { MessageSender, OutboundMessage, SendResult } from '../messaging/message-sender';
import { PermanentDeliveryError } from '../messaging/message-sender';

export interface SmtpSenderOptions {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

/** The domain our Message-IDs use: the From address's, so replies look like they belong to it. */
export function messageIdDomain(from: string | undefined): string {
  const match = from?.match(/@([A-Za-z0-9.-]+)/);
  return match?.[1] ?? 'lead-manager.local';
}

/** SMTP reply codes 5xx reject the message for good (unknown mailbox); 4xx and network errors are retried. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Sends email over SMTP with the threading headers the conversation needs. */
export function createSmtpSender(options: SmtpSenderOptions): MessageSender {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.port === 465,
    ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });

  return {
    async send(message: OutboundMessage): Promise<SendResult> {
      if (message.channel !== 'email') throw new PermanentDeliveryError('SMTP sends email only');
      const threading = message.threading;
      try {
        const info = await transport.sendMail({
          from: message.emailFrom
            ? { name: message.emailFrom.name ?? '', address: message.emailFrom.address }
            : options.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.content,
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
          ...(threading?.messageId ? { messageId: threading.messageId } : {}),
          ...(threading?.inReplyTo ? { inReplyTo: threading.inReplyTo } : {}),
          ...(threading?.references?.length ? { references: threading.references } : {}),
        });
        return { status: 'sent', providerMessageId: threading?.messageId ?? info.messageId };
      } catch (err) {
        const text = err instanceof Error ? err.message : String(err);
        if (isPermanent(err)) throw new PermanentDeliveryError(`SMTP rejected the message: ${text}`);
        throw err;
      }
    },
  };
}
