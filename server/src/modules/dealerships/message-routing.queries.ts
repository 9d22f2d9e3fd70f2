// The dealerships module's reads for a customer's message (inbound-messages): which stores it was written to.
import { type and, asc, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerships } from './dealerships.tables';

/** Stores matching a condition, else the fallback's, else every store: someone must receive the message. */
async function storesWhere(db: Db, ...conditions: (ReturnType<typeof and> | undefined)[]) {
  for (const condition of conditions) {
    const rows = await db.select().from(dealerships).where(condition).orderBy(asc(dealerships.id));
    if (rows.length > 0) return rows;
  }
  return db.select().from(dealerships).orderBy(asc(dealerships.id));
}

/**
 * The stores that text from the number (or Messaging Service) a message was sent to: those with it as their
 * own sender, plus the stores on the group's number when it is that number. A number no store claims goes to
 * the stores on the group's number.
 */
export function findStoresTextingFrom(db: Db, senders: string[], groupNumber: string | undefined) {
  const own = senders.length ? inArray(dealerships.smsSender, senders) : sql`false`;
  const shared = groupNumber && senders.includes(groupNumber) ? or(own, isNull(dealerships.smsSender)) : own;
  return storesWhere(db, shared, isNull(dealerships.smsSender));
}

/** The stores an e-mail was addressed to (inbound or From address), else those without an inbound address. */
export function findStoresMailedAt(db: Db, recipients: string[]) {
  const lower = recipients.map((r) => r.toLowerCase());
  const named = lower.length
    ? or(inArray(dealerships.inboundEmail, lower), inArray(dealerships.emailFromAddress, lower))
    : sql`false`;
  return storesWhere(db, named, isNull(dealerships.inboundEmail));
}
