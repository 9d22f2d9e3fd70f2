import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  isMessagingServiceSid,
} from '@lead-manager/contracts/dealerships';
import type { Config } from '../../config/env';
import type { DealershipRow } from './dealerships.repo';

type IdentityConfig = Pick<Config, 'TWILIO_PHONE_NUMBER' | 'SMTP_FROM' | 'SMTP_USER'>;
type IdentityFields = Pick<DealershipRow, 'smsSender' | 'emailFromName' | 'emailFromAddress' | 'name'>;

/** How Twilio is told who sends: a number goes as `From`, a Messaging Service SID as `MessagingServiceSid`. */
type SmsSender = { kind: 'number' | 'messaging_service'; value: string };

/** The sender an SMS of this store leaves from: its own, else the group's TWILIO_PHONE_NUMBER; none when unset. */
export function smsSenderOf(store: Pick<IdentityFields, 'smsSender'>, config: IdentityConfig) {
  const value = store.smsSender ?? config.TWILIO_PHONE_NUMBER ?? null;
  if (!value) return undefined;
  return { kind: isMessagingServiceSid(value) ? 'messaging_service' : 'number', value } satisfies SmsSender;
}

/**
 * The key an SMS opt-out of this store is kept under: the sender the phone would see. '' when no sender is
 * configured at all (messages are only logged), so opt-outs still hold once one is.
 */
export const smsOptOutSenderOf = (store: Pick<IdentityFields, 'smsSender'>, config: IdentityConfig) =>
  smsSenderOf(store, config)?.value ?? '';

/** The group's default From address (SMTP_FROM, else the SMTP user). */
const groupEmailAddress = (config: IdentityConfig) =>
  config.SMTP_FROM?.match(/<([^>]+)>/)?.[1] ?? config.SMTP_FROM ?? config.SMTP_USER ?? undefined;

/** The From of this store's e-mail when it has one of its own (name, address or both); else the group's SMTP_FROM. */
export function emailFromOf(store: IdentityFields, config: IdentityConfig) {
  if (!store.emailFromAddress && !store.emailFromName) return undefined;
  const address = store.emailFromAddress ?? groupEmailAddress(config);
  if (!address) return undefined;
  return { name: store.emailFromName ?? store.name, address };
}

/** The address an e-mail opt-out of this store is kept under: the From it writes from ('' when none is set). */
export const emailOptOutSenderOf = (store: IdentityFields, config: IdentityConfig) =>
  (store.emailFromAddress ?? groupEmailAddress(config) ?? '').toLowerCase();

export const businessHoursOf = (store: Pick<DealershipRow, 'businessHours'>): BusinessHours =>
  store.businessHours ?? DEFAULT_BUSINESS_HOURS;
