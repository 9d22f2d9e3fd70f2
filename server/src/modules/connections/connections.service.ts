import {
  CONNECTION_SOURCES,
  type Connection,
  type ConnectionSource,
  type DoorCheck,
} from '@lead-manager/contracts/connections';
import type { ServiceDeps } from '../../service-deps';
import type { AuditService } from '../audit/audit.service';
import { connectionState, credentialStates } from './connection-state';
import { connectionUrls } from './connection-urls';
import { type CheckRow, findChecks, findStoredKinds } from './connections.repo';
import { GROUP_ONLY_KINDS, kindOfField } from './credential-catalog';
import { createCredentialStore } from './credential-store';
import { createDoorChecks } from './door-checks';

export type { CredentialLookup } from './credential-store';

/** A source's newest stored event and newest failure (the lead-sources module keeps the events). */
export interface LatestEvent {
  source: string;
  createdAt: Date;
  status: string;
  /** The failure's, or why it was ignored. */
  error: string | null;
  /** The event made a test lead, which only the Leads list's Test filter shows. */
  testLead: boolean;
  lastErrorAt: Date | null;
  lastError: string | null;
}
/** What the Graph API said to the page access token in force for a store's URL (lead-sources asks it). */
export type PageTokenCheck =
  | { readable: true; page: string }
  | { readable: false; unset: true }
  | { readable: false; unset: false; reason: string };

export type LatestEvents = (
  sources: string[],
  dealershipId: number,
  includeUnrouted: boolean,
) => Promise<LatestEvent[]>;

/**
 * The stored events and door channels each row reads its last event from. A lead source stores every post it
 * accepts, so its stored event says more than the door's "accepted" (which only its refusals add to); Twilio's
 * status callbacks and turned-away e-mails are stored nowhere, so there the door's word counts both ways, and so
 * does Meta's subscription check, which stores nothing either (`accepts`: the channels whose acceptance is news,
 * and the word for it).
 */
const TRAIL: Record<
  ConnectionSource,
  { events: string[]; checks: string[]; accepts: Record<string, 'accepted' | 'verified'> }
> = {
  facebook: {
    events: ['facebook'],
    checks: ['facebook', 'facebook-verify'],
    accepts: { 'facebook-verify': 'verified' },
  },
  instagram: {
    events: ['instagram'],
    checks: ['instagram', 'instagram-verify'],
    accepts: { 'instagram-verify': 'verified' },
  },
  google: { events: ['google'], checks: ['google'], accepts: {} },
  youtube: { events: ['youtube'], checks: ['youtube'], accepts: {} },
  tiktok: { events: ['tiktok'], checks: ['tiktok'], accepts: {} },
  adf: { events: ['adf'], checks: ['adf'], accepts: {} },
  website: { events: ['website'], checks: ['website'], accepts: {} },
  twilio: {
    events: ['twilio-sms'],
    checks: ['twilio-sms', 'twilio-status'],
    accepts: { 'twilio-sms': 'accepted', 'twilio-status': 'accepted' },
  },
  email: { events: ['email'], checks: ['email'], accepts: { email: 'accepted' } },
  // Stored per e-mail, with the store once its lead address is read. Its door is the replies' route: what it
  // refuses (a wrong signing key, a stale timestamp) is refused before anyone can tell a lead from a reply, and is
  // the one error a store setting up its lead address needs to see here.
  'adf-email': { events: ['adf-email'], checks: ['email'], accepts: {} },
};

const GROUP_EVENTS = ['twilio-sms', 'email'];
const STORE_EVENTS = Object.values(TRAIL)
  .flatMap((t) => t.events)
  .filter((e) => !GROUP_EVENTS.includes(e));

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const newest = <T extends { at: Date }>(items: (T | undefined)[]) =>
  items.filter((i): i is T => i !== undefined).sort((a, b) => b.at.getTime() - a.at.getTime())[0];

/** The last thing that happened on a source: a stored delivery's outcome, or the door's own answer. */
function lastOf(events: LatestEvent[], checks: CheckRow[], accepts: Record<string, string>) {
  const happened = newest<{ at: Date; result: string | undefined; reason?: string | null }>([
    ...events.map((e) => ({
      at: e.createdAt,
      result: e.status === 'processed' && e.testLead ? 'test-lead' : e.status,
      reason: e.status === 'ignored' ? e.error : null,
    })),
    ...checks.flatMap((c) => [
      accepts[c.channel] && c.lastAcceptedAt
        ? { at: c.lastAcceptedAt, result: accepts[c.channel] }
        : undefined,
      c.lastRefusedAt ? { at: c.lastRefusedAt, result: 'refused' } : undefined,
    ]),
  ]);
  const error = newest([
    ...events.map((e) => (e.lastErrorAt ? { at: e.lastErrorAt, text: e.lastError ?? 'failed' } : undefined)),
    ...checks.map((c) =>
      c.lastRefusedAt ? { at: c.lastRefusedAt, text: c.lastRefusal ?? 'refused' } : undefined,
    ),
  ]);
  return {
    lastEventAt: iso(happened?.at),
    lastResult: happened?.result ?? null,
    lastReason: happened?.reason ?? null,
    lastError: error?.text ?? null,
    lastErrorAt: iso(error?.at),
  };
}

const toDoorCheck = (row: CheckRow): DoorCheck => ({
  channel: row.channel,
  lastAcceptedAt: iso(row.lastAcceptedAt),
  lastRefusedAt: iso(row.lastRefusedAt),
  lastRefusal: row.lastRefusal,
});

/**
 * Webhook Setup's connections: the credentials set on the screen (sealed), each source's state and address for a
 * store, and what its endpoint last answered. Verification itself stays in lead-sources and inbound-messages,
 * which ask `lookup` for the credentials in force.
 */
export function createConnectionsService(
  deps: ServiceDeps,
  {
    audit,
    latestEvents,
    adfAddressOf,
    checkPageToken,
  }: {
    audit: Pick<AuditService, 'record'>;
    latestEvents: LatestEvents;
    /** The store's ADF lead address (lead-sources). */
    adfAddressOf: (dealershipId: number) => Promise<string | null>;
    /** Whether the store's page access token reads from the Graph API (lead-sources). */
    checkPageToken: (dealershipId: number) => Promise<PageTokenCheck>;
  },
) {
  const store = createCredentialStore(deps, audit);
  const noteCheck = createDoorChecks(deps.db, deps.logger);

  async function list(dealershipId: number, includeUnrouted: boolean): Promise<Connection[]> {
    const [rows, checkRows, storeEvents, groupEvents, adfAddress] = await Promise.all([
      store.rowsFor(dealershipId),
      findChecks(deps.db, dealershipId),
      latestEvents(STORE_EVENTS, dealershipId, includeUnrouted),
      // Texts and e-mails come in on the group's URLs; those not yet matched to a store count too.
      latestEvents(GROUP_EVENTS, dealershipId, true),
      adfAddressOf(dealershipId),
    ]);
    const events = [...storeEvents, ...groupEvents];
    return CONNECTION_SOURCES.map((source) => {
      const credentials = credentialStates(source, dealershipId, rows, deps.config, store.resolve);
      const trail = TRAIL[source];
      const groupOnly = GROUP_ONLY_KINDS.includes(kindOfField(source, credentials[0]?.field ?? '') ?? 'meta');
      // The store's own URL, and the group's (null) for sources whose URL names no store.
      const checks = checkRows.filter(
        (c) =>
          trail.checks.includes(c.channel) &&
          (c.dealershipId === dealershipId || (c.dealershipId === null && (groupOnly || includeUnrouted))),
      );
      return {
        source,
        ...connectionState(source, credentials),
        groupOnly,
        urls: connectionUrls(deps.config.publicBaseUrl, source, dealershipId, adfAddress),
        credentials,
        ...lastOf(
          events.filter((e) => trail.events.includes(e.source)),
          checks,
          trail.accepts,
        ),
        checks: checks.map(toDoorCheck),
      };
    });
  }

  return {
    lookup: store.lookup,
    set: store.set,
    clear: store.clear,
    list,
    noteCheck,
    checkPageToken,
    storedKinds: () => findStoredKinds(deps.db),
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
