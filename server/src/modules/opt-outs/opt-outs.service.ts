import type { LeadOptOut } from '@lead-manager/contracts/leads';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import type { ServiceDeps } from '../../service-deps';
import type { DealershipRow, DealershipsService } from '../dealerships/dealerships.service';
import {
  deleteOptOut,
  findOptOut,
  findOptOutsOfAddresses,
  insertOptOut,
  type OptOutKey,
  type OptOutMethod,
  type OptOutRow,
} from './opt-outs.repo';

// The compliance words and answers, which inbound messages and the assistant apply (decision 022).
export * from './compliance-texts';
export * from './compliance-words';
export type { OptOutKey, OptOutMethod } from './opt-outs.repo';

type Channel = OptOutKey['channel'];

export interface OptOutTimeline {
  recordEvent(
    tx: Db,
    leadId: number,
    kind: 'opted_out' | 'opted_in',
    detail: Record<string, unknown>,
  ): Promise<void>;
}
interface LeadAddresses {
  id: number;
  dealershipId: number;
  phone: string | null;
  email: string | null;
}

const toLeadOptOut = (row: OptOutRow): LeadOptOut => ({
  at: row.createdAt.toISOString(),
  method: row.method as OptOutMethod,
  sender: row.sender || null,
});

/** The row stops this key: the same address on the channel, from this sender or any ('' in the row). */
const isOptOutOf = (row: OptOutRow, key: OptOutKey) =>
  row.channel === key.channel &&
  row.address === key.address &&
  (row.sender === key.sender || row.sender === '');

/**
 * Who asked us to stop, kept as carriers keep it: per (our sender, their phone or address). A STOP to a number
 * several stores share silences all of them. This is the one place that decides whether a message may go.
 */
export function createOptOutsService(
  { db }: Pick<ServiceDeps, 'db'>,
  {
    dealerships,
    timeline,
  }: {
    dealerships: Pick<DealershipsService, 'smsOptOutSenderOf' | 'emailOptOutSenderOf' | 'listRows'>;
    /** Where the lead's activity timeline is written (the leads module); absent in narrow tests. */
    timeline?: OptOutTimeline;
  },
) {
  /** The change and its timeline line in one transaction, only when something changed. */
  const recorded = async (
    tx: Db | undefined,
    change: (tx: Db) => Promise<boolean>,
    line?: { leadId: number; kind: 'opted_out' | 'opted_in'; detail: Record<string, unknown> },
  ) => {
    const write = async (t: Db) => {
      const changed = await change(t);
      if (changed && line && timeline) await timeline.recordEvent(t, line.leadId, line.kind, line.detail);
      return changed;
    };
    return tx ? write(tx) : db.transaction(write);
  };

  const senderOf = (store: DealershipRow, channel: Channel) =>
    channel === 'sms' ? dealerships.smsOptOutSenderOf(store) : dealerships.emailOptOutSenderOf(store);
  const keyOf = (store: DealershipRow, channel: Channel, address: string): OptOutKey => ({
    sender: senderOf(store, channel),
    channel,
    address: channel === 'email' ? address.toLowerCase() : address,
  });

  return {
    /** The key a message from this store to this address is checked against. */
    keyOf,
    /**
     * Records the opt-out; true when it is new (so the one confirmation is sent only once). `leadId`: the lead
     * whose conversation it came from gets a line in its timeline.
     */
    optOut: (
      key: OptOutKey,
      { leadId, ...how }: { method: OptOutMethod; reason: string; dealershipId?: number; leadId?: number },
      tx?: Db,
    ) =>
      recorded(
        tx,
        (t) => insertOptOut(t, key, { ...how, reason: how.reason.slice(0, 100) }),
        leadId === undefined
          ? undefined
          : {
              leadId,
              kind: 'opted_out',
              detail: { channel: key.channel, method: how.method, sender: key.sender },
            },
      ),
    /** START/UNSTOP/YES: true when there was an opt-out to lift. */
    optIn: (key: OptOutKey, tx?: Db, leadId?: number) =>
      recorded(
        tx,
        (t) => deleteOptOut(t, key),
        leadId === undefined
          ? undefined
          : { leadId, kind: 'opted_in', detail: { channel: key.channel, sender: key.sender } },
      ),
    isOptedOut: async (key: OptOutKey, tx: Db = db) => (await findOptOut(tx, key)) !== undefined,

    /** `isOptedOut` for many keys in one read (a batch of first contacts), by index. */
    async areOptedOut(keys: OptOutKey[]): Promise<boolean[]> {
      const of = (channel: Channel) => [
        ...new Set(keys.filter((k) => k.channel === channel).map((k) => k.address)),
      ];
      const rows = await findOptOutsOfAddresses(db, { phones: of('sms'), emails: of('email') });
      return keys.map((key) => rows.some((row) => isOptOutOf(row, key)));
    },

    /** A 409 for staff writing to someone who opted out of this store's sender. */
    async assertMayWrite(store: DealershipRow, channel: Channel, address: string) {
      const row = await findOptOut(db, keyOf(store, channel, address));
      if (!row) return;
      const when = row.createdAt.toISOString().slice(0, 10);
      const how =
        row.method === 'carrier'
          ? 'the carrier reports it opted out (21610)'
          : `it replied "${row.reason ?? 'STOP'}"`;
      throw conflict(
        channel === 'sms'
          ? `This number opted out of texts on ${when} (${how}). It can be texted again only after it replies START.`
          : `This address unsubscribed on ${when} (${how}). It gets no more e-mail from this store.`,
      );
    },

    /** Lead DTOs with their opt-outs by channel, as their store would send (one query for a whole list). */
    async withOptOuts<T extends LeadAddresses>(leads: T[]) {
      if (leads.length === 0) return [];
      const phones = [...new Set(leads.flatMap((l) => (l.phone ? [l.phone] : [])))];
      const emails = [...new Set(leads.flatMap((l) => (l.email ? [l.email.toLowerCase()] : [])))];
      const rows = await findOptOutsOfAddresses(db, { phones, emails });
      const stores = rows.length ? new Map((await dealerships.listRows()).map((d) => [d.id, d])) : new Map();
      const find = (store: DealershipRow | undefined, channel: Channel, address: string | null) => {
        if (!store || !address) return null;
        const key = keyOf(store, channel, address);
        const row = rows.find((r) => isOptOutOf(r, key));
        return row ? toLeadOptOut(row) : null;
      };
      return leads.map((lead) => {
        const store = stores.get(lead.dealershipId);
        return {
          ...lead,
          smsOptOut: find(store, 'sms', lead.phone),
          emailOptOut: find(store, 'email', lead.email),
        };
      });
    },
  };
}

export type OptOutsService = ReturnType<typeof createOptOutsService>;
