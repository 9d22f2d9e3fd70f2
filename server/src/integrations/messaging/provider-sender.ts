import type { Logger } from 'pino';
import type { Config } from '../../config/env';
import { createSmtpSender } from '../email/smtp-sender';
import { createTwilioSender } from '../sms/twilio-sender';
import { createLoggingSender } from './logging-sender';
import type { MessageSender, OutboundMessage } from './message-sender';

const TWILIO_STATUS_PATH = '/api/webhooks/twilio/status';

/** Twilio when its credentials are configured, otherwise the logging sender. */
function smsSenderFrom(config: Config, logger: Logger): MessageSender {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_PHONE_NUMBER: from } = config;
  // Without the group's number Twilio still sends for stores that have their own sender.
  if (!sid || !token) return createLoggingSender(logger);
  return createTwilioSender({
    accountSid: sid,
    authToken: token,
    from,
    apiUrl: config.TWILIO_API_URL,
    // Only for an address Twilio can reach: the development default (localhost) is not one.
    statusCallback: config.PUBLIC_URL ? `${config.publicBaseUrl}${TWILIO_STATUS_PATH}` : undefined,
  });
}

/** SMTP when a host is configured, otherwise the logging sender. */
export function emailSenderFrom(config: Config, logger: Logger): MessageSender {
  if (!config.SMTP_HOST) return createLoggingSender(logger);
  return createSmtpSender({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    user: config.SMTP_USER,
    pass: config.SMTP_PASS,
    from: config.SMTP_FROM ?? config.SMTP_USER ?? 'no-reply@lead-manager.local',
  });
}

/** One sender per channel, chosen from the configuration once at start. */
export function createMessageSender(config: Config, logger: Logger): MessageSender {
  const sms = smsSenderFrom(config, logger);
  const email = emailSenderFrom(config, logger);
  const of = (message: OutboundMessage) => (message.channel === 'sms' ? sms : email);
  return {
    send: (message) => of(message).send(message),
    findSent: async (message, since) => of(message).findSent?.(message, since),
  };
}
