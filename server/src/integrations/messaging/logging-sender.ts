import type { Logger } from 'pino';
import type { MessageSender } from './message-sender';

/** The offline default: without Twilio or SMTP credentials a message is written to the log and kept as `logged`. */
export function createLoggingSender(logger: Logger): MessageSender {
  return {
    async send(message) {
      // Who and how much, not what: the recipient's last 4 characters and the length. The text only at debug.
      logger.info(
        {
          channel: message.channel,
          toLast4: message.to.slice(-4),
          length: message.content.length,
          idempotencyKey: message.idempotencyKey,
        },
        `${message.channel} message logged (no provider configured)`,
      );
      logger.debug({ subject: message.subject, content: message.content }, 'logged message text');
      return { status: 'logged' };
    },
  };
}
