import type { Lead } from '@lead-manager/contracts/leads';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { ALL_DEALERSHIPS, canAccess, type Scope } from '../../lib/scope';
import { productMetrics } from '../../observability/metrics';
import type { ServiceDeps } from '../../service-deps';
import { findKnownPerson, lockContacts } from './lead-contacts.queries';
import { newLeadEvent, toLeadDto } from './lead-dto';
import {
  contactNames,
  isForeignKeyViolation,
  knownPersonConflict,
  type NewLead,
  NewLeadSchema,
  normalisePhone,
} from './lead-input';
import { leadFirstContactJob } from './leads.jobs';
import { insertLead, insertLeads, type LeadRow, type NewLeadRow } from './leads.repo';

/** Pass `tx` to write inside the caller's transaction; the caller then publishes the event after commit. */
export interface InTransaction {
  tx?: Db;
}

/** What the leads module asks of lead-assignment: the owners of a store's new leads, in the intake's transaction. */
export interface OwnerChooser {
  chooseOwners(tx: Db, dealershipId: number, count: number): Promise<(number | null)[]>;
}

/** Where new leads came from: an import brings leads that another system (often the store's CRM) already had. */
export type LeadOrigin = 'intake' | 'import';

/**
 * What the leads module tells other modules of its writes, in the transaction that makes them (the CRM hand-off,
 * decision 054): one call per statement, so a capture batch or an import's batch is one call.
 */
export interface LeadWritesListener {
  /** New leads, from both insert paths. A merge into a known person creates none, so it is not told. */
  leadsCreated(tx: Db, rows: LeadRow[], origin: LeadOrigin): Promise<void>;
  /** Leads given an outcome (closed as sold or lost), by one person or in bulk. */
  outcomesSet(tx: Db, rows: LeadRow[]): Promise<void>;
}

/** Every way a lead is born (capture, webhooks, Add Lead, import), each committed with its first-contact job. */
export function createLeadCreation(
  { db, events, jobs }: Pick<ServiceDeps, 'db' | 'events' | 'jobs'>,
  withOptOuts: (leads: Lead[]) => Promise<Lead[]> | Lead[],
  owners?: OwnerChooser,
  listener?: LeadWritesListener,
) {
  /** The store's rule gives each new lead an owner, unless it has one, is a test or is born closed. */
  const withOwners = async (tx: Db, rows: NewLeadRow[]): Promise<NewLeadRow[]> => {
    const waiting = rows.filter((r) => !r.assignedUserId && !r.isTest && r.status !== 'closed');
    for (const dealershipId of new Set(waiting.map((r) => r.dealershipId))) {
      const ofStore = waiting.filter((r) => r.dealershipId === dealershipId);
      const chosen = (await owners?.chooseOwners(tx, dealershipId, ofStore.length)) ?? [];
      ofStore.forEach((row, i) => {
        const userId = chosen[i];
        if (userId) Object.assign(row, { assignedUserId: userId, assignedAt: new Date() });
      });
    }
    return rows;
  };

  /** Speed to lead: the first-contact job commits with the lead, whichever module created it. */
  const insertWithFirstContact = async (
    tx: Db,
    values: NewLeadRow,
    firstContact: boolean,
    origin: LeadOrigin = 'intake',
  ) => {
    const [owned] = await withOwners(tx, [{ ...values }]);
    const row = await insertLead(tx, ALL_DEALERSHIPS, owned ?? values);
    if (firstContact) await jobs.send(leadFirstContactJob, { leadId: row.id }, { tx });
    await listener?.leadsCreated(tx, [row], origin);
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

  return {
    /** Validates, stores the phone as E.164 and the email lower-cased, and announces NEW_LEAD. */
    /**
     * `firstContact: false` for leads that did not just ask to hear from us (a CSV of old leads): the
     * assistant must not text or email a whole imported list on its own.
     */
    async createLead(
      scope: Scope,
      input: NewLead,
      options: InTransaction & { firstContact?: boolean; origin?: LeadOrigin } = {},
    ): Promise<Lead> {
      const values = toNewLeadRow(scope, input);
      let row: LeadRow;
      try {
        const firstContact = options.firstContact ?? true;
        row = options.tx
          ? await insertWithFirstContact(options.tx, values, firstContact, options.origin)
          : await db.transaction((tx) => insertWithFirstContact(tx, values, firstContact, options.origin));
      } catch (err) {
        // The only foreign key of a lead is its dealership: an admin naming one that does not exist.
        if (isForeignKeyViolation(err)) throw notFound('Dealership');
        throw err;
      }
      const lead = toLeadDto(row);
      productMetrics.leadsIngested.inc({ source: lead.source });
      if (!options.tx) await events.publish(newLeadEvent(lead));
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
          const known = await findKnownPerson(tx, ALL_DEALERSHIPS, values.dealershipId, values);
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
      options: { firstContact?: boolean; origin?: LeadOrigin } = {},
    ): Promise<Lead> {
      const values = { ...toNewLeadRow(ALL_DEALERSHIPS, input), score, scoreReasons };
      return toLeadDto(
        await insertWithFirstContact(tx, values, options.firstContact ?? true, options.origin),
      );
    },

    /**
     * Leads already checked by `validateNewLead` and scored, in one statement inside the caller's transaction (a
     * capture batch's or a CSV import's new people), with their first-contact jobs in one more when `firstContact`
     * (an import's are not greeted). Returned in the rows' order. The caller publishes NEW_LEAD after commit.
     * `origin: 'import'` for a CSV import's rows.
     */
    async createValidatedLeads(
      tx: Db,
      rows: NewLeadRow[],
      { firstContact = false, origin = 'intake' }: { firstContact?: boolean; origin?: LeadOrigin } = {},
    ): Promise<Lead[]> {
      const owned = await withOwners(
        tx,
        rows.map((r) => ({ ...r })),
      );
      const created = await insertLeads(tx, ALL_DEALERSHIPS, owned);
      if (firstContact) {
        await jobs.sendMany(
          leadFirstContactJob,
          created.map((row) => ({ leadId: row.id })),
          { tx },
        );
      }
      if (created.length > 0) await listener?.leadsCreated(tx, created, origin);
      return created.map(toLeadDto);
    },

    /** For intake that writes leads itself (the capture batch): the same checks as `createLead`, or a 400. */
    validateNewLead: toNewLeadRow,
  };
}
