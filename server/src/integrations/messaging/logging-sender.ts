import type { Logger } from 'pino';
import type { MessageSender } from './message-sender';

/** The offline default: without Twilio or SMTP credentials a message is written to the log and kept as `logged`. */
export function createLoggingSender(logger: Logger): MessageSender {
  return {
    async send(message) {
      logger.info(
        {
          channel: message.channel,
          to: message.to,
          subject: message.subject,
          content: message.content,
          idempotencyKey: message.idempotencyKey,
        },
        `${message.channel} message logged (no provider configured)`,
      );
      return { status: 'logged' };
    },
  };
}
