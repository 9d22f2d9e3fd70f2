import type { RealtimeEvent } from '@lead-manager/contracts/events';
import type { ScoreReason } from '@lead-manager/contracts/lead-score';
import type { Lead, LeadLanguage, LeadStatus, LostReason } from '@lead-manager/contracts/leads';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { LeadLanguageState } from '../../lib/language';
import { ALL_DEALERSHIPS, type Scope } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import { matchStockUnit } from '../inventory/inventory.queries';
import type { OptOutsService } from '../opt-outs/opt-outs.service';
import { findKnownPerson, lockContacts } from './lead-contacts.queries';
import {
  createLeadCreation,
  type InTransaction,
  type LeadWritesListener,
  type OwnerChooser,
} from './lead-creation';
import { leadUpdatedEvent, toLeadDto } from './lead-dto';
import { contactNames, knownPersonConflict, type LeadUpdate, toLeadChanges } from './lead-input';
import { createLeadListing } from './lead-listing';
import { insertLeadEvents, insertNote } from './lead-notes.repo';
import { setLeadScore } from './lead-scores.repo';
import {
  deleteLead,
  deleteTestLeads,
  getLeadById,
  getLeadsByIds,
  type LeadChanges,
  type LeadRow,
  markLeadActed,
  updateLanguageIfUnchanged,
  updateLead,
  updateLeads,
} from './leads.repo';

// The leads module's front door, which other modules import. Creating leads, listing them and checking input
// live in files of their own (lead-creation.ts, lead-listing.ts, lead-input.ts, lead-dto.ts).
export { findKnownContacts, lockContacts } from './lead-contacts.queries';
export type { InTransaction, LeadOrigin } from './lead-creation';
export { leadUpdatedEvent, newLeadEvent, toLeadDto } from './lead-dto';
export type { LeadUpdate } from './lead-input';
export { recordFirstResponses, recordLastContacts } from './lead-message-times';
export {
  claimUnannouncedOwners,
  giveLeadTo,
  lockOverdueLeads,
  lockWaitingLeads,
  markOverdueReported,
} from './lead-owners';
export { setLeadScore } from './lead-scores.repo';
export { ownerFilter } from './owner-filter';

/** What the leads module asks of conversations: a closed lead gets no more automated follow-ups. */
export interface LeadsServiceOptions {
  followUps?: {
    cancelFollowUps(scope: Scope, leadId: number, reason: 'closed', options: { tx?: Db }): Promise<number>;
  };
  optOuts?: Pick<OptOutsService, 'withOptOuts'>;
  /** Lead assignment: who owns each new lead under its store's rule. */
  owners?: OwnerChooser;
  /** Told of new leads and outcomes in their transaction (the CRM hand-off). */
  writes?: LeadWritesListener;
}

export function createLeadsService(
  { db, events, jobs }: Pick<ServiceDeps, 'db' | 'events' | 'jobs'>,
  { followUps, optOuts, owners, writes }: LeadsServiceOptions = {},
) {
  /** Lists and details show whether the lead opted out, when and how. */
  const withOptOuts = (leads: Lead[]) => optOuts?.withOptOuts(leads) ?? leads;

  const getLead = async (
    scope: Scope,
    id: number,
    tx: Db = db,
    options: { lock?: boolean } = {},
  ): Promise<LeadRow> => {
    const row = await getLeadById(tx, scope, id, options);
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
        const known = await findKnownPerson(tx, scope, lead.dealershipId, contact, id);
        if (known) throw knownPersonConflict(known, contact);
      }
      const row = await updateLead(tx, scope, id, changes);
      if (row && changes.status === 'closed')
        await followUps?.cancelFollowUps(scope, row.id, 'closed', { tx });
      if (row?.outcome && changes.outcome) await writes?.outcomesSet(tx, [row]);
      return row;
    };
    return options.tx ? write(options.tx) : db.transaction(write);
  };

  return {
    ...createLeadListing({ db, events }, withOptOuts),
    ...createLeadCreation({ db, events, jobs }, withOptOuts, owners, writes),

    /** The row, or a 404 when it does not exist or belongs to a dealership outside the scope. */
    getLead,
    /** Any leads by id, for jobs (not scoped); those gone are left out. */
    getLeadRows: (ids: number[]) => getLeadsByIds(db, ALL_DEALERSHIPS, ids),

    /** The lead's details, with the stock unit its vehicle of interest (or an ADF's VIN or stock number) names. */
    async get(scope: Scope, id: number): Promise<Lead> {
      const row = await getLead(scope, id);
      const [lead] = await withOptOuts([toLeadDto(row)]);
      if (!lead) throw notFound('Lead');
      const words = [row.vehicleInterest, row.notes].filter(Boolean).join('\n');
      const matchedVehicle = words ? await matchStockUnit(db, scope, row.dealershipId, words) : null;
      return { ...lead, matchedVehicle };
    },

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

    /**
     * The customer ended it ("wrong number", "I already bought one"): closed as lost for that reason, which stops its
     * follow-ups, with the status line and a note saying why in its timeline. The row, or undefined when it was
     * closed already.
     */
    async closeOnCustomerWord(id: number, note: string, reason: LostReason): Promise<LeadRow | undefined> {
      const row = await db.transaction(async (tx) => {
        const before = await getLead(ALL_DEALERSHIPS, id, tx);
        if (before.status === 'closed') return undefined;
        const outcome = { status: 'closed', outcome: 'lost', lostReason: reason } as const;
        const closed = await applyChanges(ALL_DEALERSHIPS, id, outcome, { tx });
        const detail = { from: before.status, to: 'closed', outcome: 'lost', lostReason: reason };
        await insertLeadEvents(tx, [{ leadId: id, kind: 'status_changed', actorUserId: null, detail }]);
        await insertNote(tx, { leadId: id, authorUserId: null, body: note });
        return closed;
      });
      if (row) await events.publish(leadUpdatedEvent(row, ['closed']));
      return row;
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
     * The lead wrote in this language (as `languageAfterMessage` decided from `lead`): the assistant answers in it
     * from now on. The changed row, or undefined when the lead's language changed meanwhile (staff chose one).
     */
    async noteWrittenLanguage(lead: { id: number } & LeadLanguageState, language: LeadLanguage) {
      const row = await updateLanguageIfUnchanged(db, ALL_DEALERSHIPS, lead.id, lead, {
        language,
        languageSource: 'detected',
      });
      if (row) await events.publish(leadUpdatedEvent(row));
      return row;
    },

    /** The score lead-sources computed from the lead and its engagement (see lead-scores.repo.ts). */
    async setScore(
      id: number,
      score: number,
      reasons: ScoreReason[],
      options: InTransaction = {},
    ): Promise<void> {
      await setLeadScore(options.tx ?? db, ALL_DEALERSHIPS, id, score, reasons);
    },

    /** A person acted on the lead (reply, note): its response window stops. */
    async markActed(tx: Db, id: number): Promise<void> {
      await markLeadActed(tx, ALL_DEALERSHIPS, id);
    },

    /** The Leads table's bulk action: one change to the named leads of the user's stores, each announced. */
    async bulkUpdate(scope: Scope, ids: number[], update: LeadUpdate): Promise<{ updated: number }> {
      const changes = toLeadChanges(update);
      const rows = await db.transaction(async (tx) => {
        const updated = await updateLeads(tx, scope, [...new Set(ids)], changes);
        const withOutcome = changes.outcome ? updated.filter((row) => row.outcome) : [];
        if (withOutcome.length > 0) await writes?.outcomesSet(tx, withOutcome);
        return updated;
      });
      const assigned = update.assignedUserId !== undefined;
      const closed = update.status === 'closed';
      for (const row of rows)
        await events.publish(leadUpdatedEvent(row, [assigned && 'assigned', closed && 'closed']));
      return { updated: rows.length };
    },

    /** Moves a lead along the funnel, e.g. to appointment_scheduled when an appointment is booked (reopened: no outcome). */
    async updateStatus(
      scope: Scope,
      id: number,
      status: Exclude<LeadStatus, 'closed'>,
      options: InTransaction = {},
    ): Promise<Lead> {
      const row = await applyChanges(scope, id, toLeadChanges({ status }), options);
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
