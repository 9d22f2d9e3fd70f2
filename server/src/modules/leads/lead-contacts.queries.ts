// The leads module's contact locks and known-person lookup: Add Lead and lead intake (lead-sources) both take
// them, so the same person arriving twice at once makes one lead.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inScope, type Scope } from '../../lib/scope';
import type { LeadRow } from './leads.repo';
import { leads } from './leads.tables';

// Any constant distinct from other advisory locks in the product; the second key is a hash of the contact.
const INTAKE_LOCK = 7_245_905;

/** The lock keys of contacts (see `contactLockNames`): distinct and ascending, the order they are taken in. */
function contactLockKeys(names: string[]): number[] {
  const hash = (name: string) => createHash('sha1').update(name).digest().readInt32BE(0);
  return [...new Set(names.map(hash))].sort((a, b) => a - b);
}

/**
 * Holds each contact until commit, so two deliveries of one person make one lead while different people's leads
 * go in side by side. Taken in ascending order in one statement, so two intakes wanting overlapping contacts never
 * deadlock. (A hash collision only makes one wait.)
 */
export async function lockContacts(tx: Db, names: string[]) {
  if (names.length === 0) return;
  // unnest keeps the keys' ascending order.
  await tx.execute(
    sql`SELECT count(pg_advisory_xact_lock(${INTAKE_LOCK}, k)) FROM unnest(${sql.param(contactLockKeys(names))}::int[]) AS k`,
  );
}

/** A dealership's real (not test) leads, within the caller's scope: the people a new contact may already be. */
const realLeadsOf = (scope: Scope, dealershipId: number) =>
  and(eq(leads.dealershipId, dealershipId), inScope(leads.dealershipId, scope), eq(leads.isTest, false));

/**
 * The oldest real (not test) lead of this dealership with the same E.164 phone or lower-cased email;
 * `exceptLeadId` leaves out the lead being edited.
 */
export async function findKnownPerson(
  db: Db,
  scope: Scope,
  dealershipId: number,
  contact: { phone?: string | null; email?: string | null },
  exceptLeadId?: number,
): Promise<LeadRow | undefined> {
  const matches = or(
    contact.phone ? eq(leads.phone, contact.phone) : undefined,
    contact.email ? eq(leads.email, contact.email) : undefined,
  );
  if (!matches) return undefined;
  const [row] = await db
    .select()
    .from(leads)
    .where(
      and(
        realLeadsOf(scope, dealershipId),
        matches,
        exceptLeadId === undefined ? undefined : ne(leads.id, exceptLeadId),
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  return row;
}

/**
 * Which of these phones and emails a dealership's real leads already have, as `phone|…` and `email|…` names (the
 * names `lockContacts` takes): one read for a batch of rows, taking no lock.
 */
export async function findKnownContacts(
  db: Db,
  scope: Scope,
  dealershipId: number,
  { phones, emails }: { phones: string[]; emails: string[] },
): Promise<Set<string>> {
  const matches = or(
    phones.length ? inArray(leads.phone, phones) : undefined,
    emails.length ? inArray(leads.email, emails) : undefined,
  );
  if (!matches) return new Set();
  const rows = await db
    .select({ phone: leads.phone, email: leads.email })
    .from(leads)
    .where(and(realLeadsOf(scope, dealershipId), matches));
  const asked = new Set([...phones.map((p) => `phone|${p}`), ...emails.map((e) => `email|${e}`)]);
  const known = rows.flatMap((r) => [`phone|${r.phone}`, `email|${r.email}`]);
  return new Set(known.filter((name) => asked.has(name)));
}
