import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { LeadLanguage } from '@lead-manager/contracts/leads';
import type { Notification, NotificationKind, NotificationList } from '@lead-manager/contracts/notifications';
import type { Db } from '../../db/client';
import type { MessageSender } from '../../integrations/messaging/message-sender';
import { createMessageSender } from '../../integrations/messaging/provider-sender';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { getLeadWithDealership } from '../leads/leads.queries';
import type { TeamService } from '../users/team.service';
import {
  type NoticeFacts,
  type StoredNotice,
  type StoreNoticeFacts,
  wordNotice,
  wordsOf,
} from './notice-texts';
import { deliverCopy } from './notifications.delivery';
import { deliverNotificationJob } from './notifications.jobs';
import {
  findNotifications,
  getNotification,
  insertNotifications,
  markRead,
  type NotificationRow,
  recordDelivery,
} from './notifications.repo';
import { type OwnerChange, ownerChangeNotices } from './owner-notices';

export type { NoticeFacts, StoreNoticeFacts } from './notice-texts';
export type { NotificationRow } from './notifications.repo';
export type { OwnerChange } from './owner-notices';

/** A notice about one lead: what happened, as facts; its words are written per recipient (notice-texts.ts). */
export interface NewNotice {
  leadId: number;
  dealershipId: number;
  facts: NoticeFacts;
}

/** "Wrong number" and "already bought" are customer replies, a lead moved away an assignment, to the bell's kinds. */
function kindOf(facts: NoticeFacts): NotificationKind {
  if (facts.kind === 'lead_ended') return 'customer_reply';
  if (facts.kind === 'lead_moved' || facts.kind === 'lead_reoffered') return 'lead_assigned';
  return facts.kind;
}

/** The row as the bell shows it, worded in its reader's `language` now (decision 048). */
function toNotificationDto(row: NotificationRow, language: LeadLanguage): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    ...wordsOf(row, language),
    leadId: row.leadId,
    dealershipId: row.dealershipId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const createdEvent = (row: NotificationRow): RealtimeEvent => ({
  type: 'NOTIFICATION_CREATED',
  data: { id: row.id, userId: row.userId, kind: row.kind, title: row.title },
});

/** Each notice's e-mail and SMS copy, one job each. */
const copiesOf = (rows: NotificationRow[]) =>
  rows.flatMap((row) => [
    { notificationId: row.id, channel: 'email' as const },
    { notificationId: row.id, channel: 'sms' as const },
  ]);

export function createNotificationsService(
  deps: Pick<ServiceDeps, 'db' | 'events' | 'jobs' | 'config' | 'logger'>,
  { team, sender }: { team: TeamService; sender?: MessageSender },
) {
  const { db, events, jobs } = deps;
  const prefix = deps.config.DEALERSHIP_PREFIX;
  const withoutPrefix = (name: string) => (name.startsWith(prefix) ? name.slice(prefix.length) : name);
  const delivery = {
    team,
    jobs,
    sender: sender ?? createMessageSender(deps.config, deps.logger),
    publicBaseUrl: deps.config.publicBaseUrl,
  };

  /**
   * Stores each recipient's notice about one lead (one read of the lead and of the people, one insert) and enqueues
   * their e-mail and SMS copies in the same transaction (pass `tx` to join the caller's); returns the rows, whose
   * NOTIFICATION_CREATED frames `announce` sends after commit.
   */
  async function storeEach(
    tx: Db,
    about: { leadId: number; dealershipId: number },
    notices: { userId: number; facts: NoticeFacts }[],
  ): Promise<NotificationRow[]> {
    if (notices.length === 0) return [];
    const found = await getLeadWithDealership(tx, ALL_DEALERSHIPS, about.leadId);
    if (!found) return [];
    const lead = {
      name: found.lead.name,
      vehicleInterest: found.lead.vehicleInterest,
      store: withoutPrefix(found.dealershipName),
    };
    const people = await team.contacts([...new Set(notices.map((n) => n.userId))], tx);
    const languages = new Map(people.map((person) => [person.id, person.language]));
    const rows = await insertNotifications(
      tx,
      notices.flatMap(({ userId, facts: noticeFacts }) => {
        const language = languages.get(userId);
        if (!language) return [];
        const facts: StoredNotice = { facts: noticeFacts, lead };
        return [
          {
            userId,
            kind: kindOf(noticeFacts),
            ...wordNotice(facts, language),
            facts,
            leadId: about.leadId,
            dealershipId: about.dealershipId,
          },
        ];
      }),
    );
    await jobs.sendMany(deliverNotificationJob, copiesOf(rows), { tx });
    return rows;
  }

  /** One notice to each of `userIds` (see storeEach). */
  const store = (tx: Db, userIds: number[], notice: NewNotice) =>
    storeEach(
      tx,
      notice,
      [...new Set(userIds)].map((userId) => ({ userId, facts: notice.facts })),
    );

  const announce = (rows: NotificationRow[]) => events.publishAll(rows.map(createdEvent));

  return {
    store,
    announce,

    /** Stores and announces at once (its own transaction). */
    async notify(userIds: number[], notice: NewNotice): Promise<NotificationRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db.transaction((tx) => store(tx, userIds, notice));
      await announce(rows);
      return rows;
    },

    /** A notice about one of a store's settings (no lead), stored, sent as copies and announced at once. */
    async notifyAboutStore(
      userIds: number[],
      notice: { dealershipId: number; storeName: string; facts: StoreNoticeFacts },
    ): Promise<NotificationRow[]> {
      if (userIds.length === 0) return [];
      const facts: StoredNotice = { facts: notice.facts, store: withoutPrefix(notice.storeName) };
      const rows = await db.transaction(async (tx) => {
        const people = await team.contacts([...new Set(userIds)], tx);
        const stored = await insertNotifications(
          tx,
          people.map((person) => ({
            userId: person.id,
            kind: notice.facts.kind,
            ...wordNotice(facts, person.language),
            facts,
            leadId: null,
            dealershipId: notice.dealershipId,
          })),
        );
        await jobs.sendMany(deliverNotificationJob, copiesOf(stored), { tx });
        return stored;
      });
      await announce(rows);
      return rows;
    },

    /**
     * Whoever must hear about a lead: its owner; with none, the store's managers (else its admins) and, for a
     * hand-over, the store's salespeople on the floor too, who can reply to the customer at once.
     */
    async recipientsFor(
      lead: { dealershipId: number; assignedUserId: number | null },
      kind: NoticeFacts['kind'],
    ): Promise<number[]> {
      if (lead.assignedUserId) return [lead.assignedUserId];
      const managers = await team.managerIds(ALL_DEALERSHIPS, lead.dealershipId);
      if (kind !== 'hand_over') return managers;
      const onFloor = (await team.members(ALL_DEALERSHIPS, lead.dealershipId))
        .filter((member) => member.role === 'user' && member.available)
        .map((member) => member.id);
      return [...new Set([...managers, ...onFloor])];
    },

    /**
     * A lead changed hands, in the caller's transaction: the new owner and the previous one are told (owner-notices.ts);
     * `announce` the rows after commit.
     */
    async storeOwnerChange(tx: Db, change: OwnerChange): Promise<NotificationRow[]> {
      return storeEach(tx, change, await ownerChangeNotices(team, tx, change));
    },

    /** The person's notices, worded in the language they have now. */
    async list(userId: number, limit: number): Promise<NotificationList> {
      const [{ rows, unreadCount }, [reader]] = await Promise.all([
        findNotifications(db, userId, limit),
        team.contacts([userId]),
      ]);
      const language = reader?.language ?? 'en';
      return { notifications: rows.map((row) => toNotificationDto(row, language)), unreadCount };
    },

    async markRead(userId: number, ids: number[] | 'all'): Promise<{ updated: number }> {
      const updated = await markRead(db, userId, ids);
      if (updated > 0) await events.publish({ type: 'NOTIFICATIONS_READ', data: { userId } });
      return { updated };
    },

    /** The job's handler: one copy, per the person's settings, its outcome kept on the notification. */
    async deliver(notificationId: number, channel: 'email' | 'sms'): Promise<void> {
      const row = await getNotification(db, notificationId);
      if (!row) return;
      const outcome = await deliverCopy(delivery, row, channel);
      await recordDelivery(db, row.id, channel, outcome);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

interface AlertLead {
  id: number;
  dealershipId: number;
  assignedUserId: number | null;
}

/**
 * The moments a person must hear about, told to whoever `recipientsFor` names (the owner, else the managers and,
 * for a hand-over, the salespeople on the floor): stored in the bell and sent by e-mail and SMS per their settings.
 */
export function createStaffAlerts(notifications: NotificationsService) {
  async function tell(lead: AlertLead, facts: NoticeFacts) {
    const recipients = await notifications.recipientsFor(lead, facts.kind);
    await notifications.notify(recipients, { leadId: lead.id, dealershipId: lead.dealershipId, facts });
  }

  return {
    /** The assistant handed the customer to a person: their own words come along. */
    handOver: (lead: AlertLead, words: string) => tell(lead, { kind: 'hand_over', words }),

    /** A customer wrote while a person has the conversation (the assistant stays quiet). */
    customerReply: (lead: AlertLead, words: string, channel: 'sms' | 'email') =>
      tell(lead, { kind: 'customer_reply', words, channel }),

    /** The customer ended it ("wrong number", "I already bought one"): the lead was closed for it. */
    leadEnded: (lead: AlertLead, words: string, ending: 'wrong_number' | 'bought_elsewhere') =>
      tell(lead, { kind: 'lead_ended', words, ending }),

    /** The assistant booked an appointment (`at` on the store's clock `timeZone`). */
    appointmentBooked: (
      lead: AlertLead,
      booking: {
        at: Date;
        timeZone: string;
        type: Extract<NoticeFacts, { kind: 'appointment_booked' }>['type'];
      },
    ) => tell(lead, { kind: 'appointment_booked', ...booking, at: booking.at.toISOString() }),
  };
}

export type StaffAlerts = ReturnType<typeof createStaffAlerts>;
