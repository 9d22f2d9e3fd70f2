import type { RealtimeEvent } from '@lead-manager/contracts/events';
import {
  CreateLeadSchema,
  type LanguageSource,
  LEAD_STATUSES,
  type Lead,
  type LeadCounts,
  type LeadLanguage,
  type LeadSort,
  type LeadStatus,
  type SortOrder,
  type UpdateLeadSchema,
} from '@lead-manager/contracts/leads';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createCountCache } from '../../lib/count-cache';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { toE164 } from '../../lib/phone';
import { ALL_DEALERSHIPS, canAccess, narrowScope, type Scope } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import type { ServiceDeps } from '../../services';
import type { OptOutsService } from '../opt-outs/opt-outs.service';
import { findKnownPerson, lockContacts } from './lead-contacts.repo';
import { insertLeadEvents } from './lead-notes.repo';
import { leadFirstContactJob } from './leads.jobs';
import {
  countLeads,
  countLeadsByStatus,
  deleteLead,
  deleteTestLeads,
  findLeads,
  getLeadById,
  insertLead,
  type LeadChanges,
  type LeadFilter,
  type LeadRow,
  markLeadActed,
  type NewLeadRow,
  updateDetectedLanguage,
  updateLead,
  updateLeads,
} from './leads.repo';

export const DEFAULT_PAGE_SIZE = 100;

/**
 * What other modules (lead capture, webhooks) hand to `createLead`: the Add Lead form's fields, except that a
 * lead from an SMS or an email may lack the other contact detail, and webhook Test posts are flagged.
 */
export const NewLeadSchema = CreateLeadSchema.extend({
  email: CreateLeadSchema.shape.email.nullish(),
  phone: CreateLeadSchema.shape.phone.nullish(),
  /** Someone who texted or wrote first has not said which vehicle yet. */
  vehicleInterest: z.string().trim().max(200).nullish(),
  isTest: z.boolean().default(false),
});
export type NewLead = z.input<typeof NewLeadSchema>;
export type LeadUpdate = z.output<typeof UpdateLeadSchema>;

export interface LeadListOptions extends LeadFilter {
  dealershipId?: number;
  limit?: number;
  offset?: number;
  sort?: LeadSort;
  order?: SortOrder;
}

/** Pass `tx` to write inside the caller's transaction; the caller then publishes the event after commit. */
export interface InTransaction {
  tx?: Db;
}

export function toLeadDto(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    vehicleInterest: row.vehicleInterest,
    dealershipId: row.dealershipId,
    status: row.status,
    score: row.score,
    scoreReasons: row.scoreReasons,
    notes: row.notes ?? null,
    priority: row.priority,
    isTest: row.isTest,
    language: row.language as LeadLanguage,
    languageSource: row.languageSource as LanguageSource,
    assignedUserId: row.assignedUserId,
    assignedUserName: row.assignedUserName ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastContactAt: row.lastContactAt?.toISOString() ?? null,
  };
}

export const newLeadEvent = (
  lead: Pick<Lead, 'id' | 'name' | 'vehicleInterest' | 'dealershipId'>,
): RealtimeEvent => ({
  type: 'NEW_LEAD',
  data: {
    id: lead.id,
    name: lead.name,
    vehicleInterest: lead.vehicleInterest,
    dealershipId: lead.dealershipId,
  },
});

export const leadUpdatedEvent = (lead: Pick<Lead, 'id' | 'dealershipId'>): RealtimeEvent => ({
  type: 'LEAD_UPDATED',
  data: { id: lead.id, dealershipId: lead.dealershipId },
});

/** The names `lockContacts` takes for a person (the same ones lead intake takes). */
const contactNames = (lead: { phone?: string | null; email?: string | null }) => [
  ...(lead.phone ? [`phone|${lead.phone}`] : []),
  ...(lead.email ? [`email|${lead.email}`] : []),
];

function knownPersonConflict(known: LeadRow, lead: { phone?: string | null; email?: string | null }) {
  const by = lead.phone && known.phone === lead.phone ? 'phone number' : 'email address';
  return conflict(`${known.name} already has this ${by} at this dealership: open their lead instead`, {
    leadId: known.id,
  });
}

/** E.164, or a 400 naming the field: a number we cannot read is a client mistake. */
function normalisePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const e164 = toE164(phone);
  if (!e164) {
    const message = 'phone must be a valid phone number';
    throw badRequest(`Invalid request: phone: ${message}`, [{ path: 'phone', message }]);
  }
  return e164;
}

function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '23503';
}

/** Only the fields the request carried; phone and email normalised like on create. */
function toLeadChanges(update: LeadUpdate & LeadChanges): LeadChanges {
  const { phone, email, ...rest } = update;
  return {
    ...rest,
    ...(phone !== undefined && { phone: normalisePhone(phone) }),
    ...(email !== undefined && { email: email?.toLowerCase() ?? null }),
    // A language staff chose stays: the lead's next messages no longer change it.
    ...(rest.language !== undefined && !rest.languageSource && { languageSource: 'staff' }),
  };
}

function toLeadCounts(groups: { status: string; total: number }[]): LeadCounts {
  const counts: LeadCounts = {
    all: 0,
    new: 0,
    contacted: 0,
    qualified: 0,
    appointment_scheduled: 0,
    closed: 0,
  };
  for (const { status, total } of groups) {
    counts.all += total;
    if ((LEAD_STATUSES as readonly string[]).includes(status)) counts[status as LeadStatus] += total;
  }
  return counts;
}

/** Every count of leads changes only with a lead created, changed or deleted: each announces itself. */
const changesLeads = (event: RealtimeEvent) => event.type === 'NEW_LEAD' || event.type === 'LEAD_UPDATED';
const countKey = (scope: Scope, filter: LeadFilter) => JSON.stringify({ scope, filter });

/** What the leads module asks of conversations: a closed lead gets no more automated follow-ups. */
export interface LeadsServiceOptions {
  followUps?: { cancelFollowUps(leadId: number, reason: 'closed', options: { tx?: Db }): Promise<number> };
  optOuts?: Pick<OptOutsService, 'withOptOuts'>;
}

export function createLeadsService(
  { db, events, jobs }: Pick<ServiceDeps, 'db' | 'events' | 'jobs'>,
  { followUps, optOuts }: LeadsServiceOptions = {},
) {
  /** Lists and details show whether the lead opted out, when and how. */
  const withOptOuts = (leads: Lead[]) => optOuts?.withOptOuts(leads) ?? leads;

  const totals = createCountCache<number>(events, { invalidatedBy: changesLeads });
  const statusCounts = createCountCache<LeadCounts>(events, { invalidatedBy: changesLeads });

  /** Speed to lead: the first-contact job commits with the lead, whichever module created it. */
  const insertWithFirstContact = async (
    tx: Db,
    values: Parameters<typeof insertLead>[1],
    firstContact: boolean,
  ) => {
    const row = await insertLead(tx, values);
    if (firstContact) await jobs.send(leadFirstContactJob, { leadId: row.id }, { tx });
    return row;
  };

  /** Validated row values: phone as E.164, email lower-cased; a 400 names the field. */
  const toNewLeadRow = (scope: Scope, input: NewLead) => {
    const parsed = NewLeadSchema.parse(input);
    if (!canAccess(scope, parsed.dealershipId)) throw notFound('Dealership');
    return {
      ...parsed,
      email: parsed.email?.toLowerCase() ?? null,
      phone: normalisePhone(parsed.phone),
      languageSource: parsed.language ? 'source' : 'default',
    };
  };

  const getLead = async (scope: Scope, id: number, tx: Db = db): Promise<LeadRow> => {
    const row = await getLeadById(tx, scope, id);
    if (!row) throw notFound('Lead');
    return row;
  };

  const publishAfterCommit = async (event: RealtimeEvent, options: InTransaction) => {
    if (!options.tx) await events.publish(event);
  };

  /** Writes the change; a lead set to closed has its pending follow-ups stopped in the same transaction. */
  const applyChanges = (scope: Scope, id: number, changes: LeadChanges, options: InTransaction) => {
    const write = async (tx: Db) => {
      // A new phone or e-mail must not make this lead a second copy of another person of its store (like Add Lead).
      const contact = { phone: changes.phone, email: changes.email };
      if (contact.phone || contact.email) {
        const lead = await getLead(scope, id, tx);
        await lockContacts(tx, contactNames(contact));
        const known = await findKnownPerson(tx, lead.dealershipId, contact, id);
        if (known) throw knownPersonConflict(known, contact);
      }
      const row = await updateLead(tx, scope, id, changes);
      if (row && changes.status === 'closed') await followUps?.cancelFollowUps(row.id, 'closed', { tx });
      return row;
    };
    return options.tx ? write(options.tx) : db.transaction(write);
  };

  return {
    /** One page, newest first, plus the number of leads matching the filters. */
    async list(scope: Scope, options: LeadListOptions): Promise<{ leads: Lead[]; total: number }> {
      const narrowed = narrowScope(scope, options.dealershipId);
      const filter: LeadFilter = {
        status: options.status,
        source: options.source,
        search: options.search,
        assignedUserId: options.assignedUserId,
      };
      const page = {
        limit: options.limit ?? DEFAULT_PAGE_SIZE,
        offset: options.offset ?? 0,
        sort: options.sort,
        order: options.order,
      };
      const [rows, total] = await Promise.all([
        findLeads(db, narrowed, filter, page),
        totals.get(countKey(narrowed, filter), () => countLeads(db, narrowed, filter)),
      ]);
      return { leads: await withOptOuts(rows.map(toLeadDto)), total };
    },

    async counts(
      scope: Scope,
      options: Omit<LeadListOptions, 'status' | 'limit' | 'offset'>,
    ): Promise<LeadCounts> {
      const narrowed = narrowScope(scope, options.dealershipId);
      const filter = {
        source: options.source,
        search: options.search,
        assignedUserId: options.assignedUserId,
      };
      return statusCounts.get(countKey(narrowed, filter), async () =>
        toLeadCounts(await countLeadsByStatus(db, narrowed, filter)),
      );
    },

    /** The row, or a 404 when it does not exist or belongs to a dealership outside the scope. */
    getLead,

    async get(scope: Scope, id: number): Promise<Lead> {
      const [lead] = await withOptOuts([toLeadDto(await getLead(scope, id))]);
      if (!lead) throw notFound('Lead');
      return lead;
    },

    /** Validates, stores the phone as E.164 and the email lower-cased, and announces NEW_LEAD. */
    /**
     * `firstContact: false` for leads that did not just ask to hear from us (a CSV of old leads): the
     * assistant must not text or email a whole imported list on its own.
     */
    async createLead(
      scope: Scope,
      input: NewLead,
      options: InTransaction & { firstContact?: boolean } = {},
    ): Promise<Lead> {
      const values = toNewLeadRow(scope, input);
      let row: LeadRow;
      try {
        const firstContact = options.firstContact ?? true;
        row = options.tx
          ? await insertWithFirstContact(options.tx, values, firstContact)
          : await db.transaction((tx) => insertWithFirstContact(tx, values, firstContact));
      } catch (err) {
        // The only foreign key of a lead is its dealership: an admin naming one that does not exist.
        if (isForeignKeyViolation(err)) throw notFound('Dealership');
        throw err;
      }
      const lead = toLeadDto(row);
      productMetrics.leadsIngested.inc({ source: lead.source });
      await publishAfterCommit(newLeadEvent(lead), options);
      return options.tx ? lead : ((await withOptOuts([lead]))[0] ?? lead);
    },

    /**
     * Add Lead: like capture, one person is one lead per dealership. The same E.164 phone or email as a lead of
     * the dealership answers 409 with that lead's id (nothing stored, no first message); the contact locks make
     * two clicks at once (or a click and a capture of the same person) find each other.
     */
    async addLead(scope: Scope, input: NewLead): Promise<Lead> {
      const values = toNewLeadRow(scope, input);
      const row = await db
        .transaction(async (tx) => {
          await lockContacts(tx, contactNames(values));
          const known = await findKnownPerson(tx, values.dealershipId, values);
          if (known) throw knownPersonConflict(known, values);
          return insertWithFirstContact(tx, values, true);
        })
        .catch((err: unknown) => {
          // The only foreign key of a lead is its dealership: an admin naming one that does not exist.
          if (isForeignKeyViolation(err)) throw notFound('Dealership');
          throw err;
        });
      const lead = toLeadDto(row);
      productMetrics.leadsIngested.inc({ source: lead.source });
      await events.publish(newLeadEvent(lead));
      return lead;
    },

    /**
     * A lead scored by the caller (lead intake), inside the caller's transaction with its first-contact job. The
     * caller publishes NEW_LEAD after commit.
     */
    async createLeadInTransaction(
      tx: Db,
      { score, scoreReasons, ...input }: NewLead & Pick<NewLeadRow, 'score' | 'scoreReasons'>,
      options: { firstContact?: boolean } = {},
    ): Promise<Lead> {
      const values = { ...toNewLeadRow(ALL_DEALERSHIPS, input), score, scoreReasons };
      return toLeadDto(await insertWithFirstContact(tx, values, options.firstContact ?? true));
    },

    /** For intake that writes leads itself (the capture batch): the same checks as `createLead`, or a 400. */
    validateNewLead: toNewLeadRow,

    /**
     * The fields the request carried; `assignedAt`, `ownerActedAt` and `assignmentNotifiedAt` come with an owner
     * change (the lead-work service decides them).
     */
    async update(
      scope: Scope,
      id: number,
      update: LeadUpdate & Pick<LeadChanges, 'assignedAt' | 'ownerActedAt' | 'assignmentNotifiedAt'>,
      options: InTransaction = {},
    ): Promise<Lead> {
      const row = await applyChanges(scope, id, toLeadChanges(update), options);
      if (!row) throw notFound('Lead');
      await publishAfterCommit(leadUpdatedEvent(row), options);
      const lead = toLeadDto(row);
      return options.tx ? lead : ((await withOptOuts([lead]))[0] ?? lead);
    },

    /** A line in the lead's timeline that no other table remembers (a merge, an opt-out). */
    async recordEvent(
      tx: Db,
      leadId: number,
      kind: 'merged' | 'opted_out' | 'opted_in',
      detail: Record<string, unknown>,
    ) {
      await insertLeadEvents(tx, [{ leadId, kind, actorUserId: null, detail }]);
    },

    /**
     * The lead wrote in this language: the assistant answers in it from now on, unless staff chose the language.
     * The changed row, or undefined when nothing changed.
     */
    async noteWrittenLanguage(id: number, language: LeadLanguage) {
      const row = await updateDetectedLanguage(db, id, language);
      if (row) await events.publish(leadUpdatedEvent(row));
      return row;
    },

    /** A person acted on the lead (reply, note): its response window stops. */
    async markActed(tx: Db, id: number): Promise<void> {
      await markLeadActed(tx, id);
    },

    /** The Leads table's bulk action: one change to the named leads of the user's stores, each announced. */
    async bulkUpdate(scope: Scope, ids: number[], update: LeadUpdate): Promise<{ updated: number }> {
      const rows = await updateLeads(db, scope, [...new Set(ids)], toLeadChanges(update));
      for (const row of rows) await events.publish(leadUpdatedEvent(row));
      return { updated: rows.length };
    },

    /** Moves a lead along the funnel, e.g. to appointment_scheduled when an appointment is booked. */
    async updateStatus(
      scope: Scope,
      id: number,
      status: LeadStatus,
      options: InTransaction = {},
    ): Promise<Lead> {
      const row = await applyChanges(scope, id, { status }, options);
      if (!row) throw notFound('Lead');
      await publishAfterCommit(leadUpdatedEvent(row), options);
      return toLeadDto(row);
    },

    /** Screens showing the lead refresh on LEAD_UPDATED and find it gone (there is no deletion frame). */
    /** Every test lead in scope, in one statement; announced so open lists drop them. */
    async removeTestLeads(scope: Scope): Promise<number> {
      const removed = await deleteTestLeads(db, scope);
      for (const row of removed) await events.publish(leadUpdatedEvent(row));
      return removed.length;
    },

    async remove(scope: Scope, id: number): Promise<void> {
      const row = await deleteLead(db, scope, id);
      if (!row) throw notFound('Lead');
      await events.publish(leadUpdatedEvent(row));
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
