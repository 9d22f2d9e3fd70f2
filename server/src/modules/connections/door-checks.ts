import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { recordCheck } from './connections.repo';

/** The routes whose answers Webhook Setup shows, by the channel each is shown under. */
const CHANNELS: Record<string, string> = {
  '/api/webhooks/facebook': 'facebook',
  '/api/webhooks/instagram': 'instagram',
  '/api/webhooks/google': 'google',
  '/api/webhooks/youtube': 'youtube',
  '/api/webhooks/tiktok': 'tiktok',
  '/api/webhooks/adf': 'adf',
  '/api/leads/capture': 'website',
  '/api/webhooks/twilio/sms': 'twilio-sms',
  '/api/webhooks/twilio/status': 'twilio-status',
  '/api/webhooks/email/inbound': 'email',
};

/** Meta's subscription check (`GET` with hub.challenge) is kept apart from its posts: its success is news too. */
const VERIFIED_ON_GET = new Set(['facebook', 'instagram']);

export function channelOfRoute(url: string | undefined, method?: string): string | undefined {
  const channel = url ? CHANNELS[url] : undefined;
  return channel && method === 'GET' && VERIFIED_ON_GET.has(channel) ? `${channel}-verify` : channel;
}

/** The same answer again this soon is not written again: a burst of captures costs one write, not one each. */
const QUIET_MS = 5000;

/** What the door said to each post (accepted, or refused and why), kept per channel and store URL. */
export function createDoorChecks(db: Db, logger: Logger) {
  const lastWritten = new Map<string, { at: number; word: string }>();
  return async function note(check: {
    dealershipId: number | null;
    channel: string;
    accepted: boolean;
    refusal?: string;
  }) {
    const key = `${check.dealershipId ?? 0}:${check.channel}`;
    const word = check.accepted ? 'ok' : (check.refusal ?? '');
    const previous = lastWritten.get(key);
    const now = Date.now();
    if (previous && previous.word === word && now - previous.at < QUIET_MS) return;
    lastWritten.set(key, { at: now, word });
    try {
      await recordCheck(db, check);
    } catch (err) {
      // The post itself was answered already; a lost note only leaves Webhook Setup a little behind.
      logger.warn({ channel: check.channel, err: (err as Error).message }, 'connection check not recorded');
    }
  };
}
