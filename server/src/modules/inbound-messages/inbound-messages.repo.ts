import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../conversations/conversations.tables';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';

type Channel = 'sms' | 'email';

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

const addressColumn = (channel: Channel) => (channel === 'sms' ? leads.phone : leads.email);

/** The lead whose conversation on this channel these stores last had with this phone or address. */
export async function findLeadOfLatestConversation(
  db: Db,
  storeIds: number[],
  channel: Channel,
  address: string,
) {
  const [row] = await db
    .select({ lead: leads })
    .from(conversations)
    .innerJoin(leads, eq(leads.id, conversations.leadId))
    .where(
      and(
        inArray(conversations.dealershipId, storeIds),
        eq(conversations.channel, channel),
        eq(addressColumn(channel), address),
      ),
    )
    .orderBy(desc(conversations.lastActivity), desc(conversations.id))
    .limit(1);
  return row?.lead;
}

/** The newest lead with this E.164 phone or lower-cased email, of these stores (or of any store). */
export async function findLeadByAddress(
  db: Db,
  storeIds: number[] | 'any',
  channel: Channel,
  address: string,
) {
  const inStores = storeIds === 'any' ? undefined : inArray(leads.dealershipId, storeIds);
  const [row] = await db
    .select()
    .from(leads)
    .where(and(inStores, eq(addressColumn(channel), address)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  return row;
}

export async function getLeadRow(db: Db, id: number) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

export async function getDealershipRow(db: Db, id: number) {
  const [row] = await db.select().from(dealerships).where(eq(dealerships.id, id)).limit(1);
  return row;
}
