import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';

/** The dealership that owns a Twilio number, else the first dealership. */
export async function findDealershipBySmsNumber(db: Db, to: string | undefined) {
  if (to) {
    const [owner] = await db.select().from(dealerships).where(eq(dealerships.smsNumber, to)).limit(1);
    if (owner) return owner;
  }
  const [first] = await db.select().from(dealerships).orderBy(asc(dealerships.id)).limit(1);
  return first;
}

/** The dealership that owns an inbound address (any of several recipients), else the first dealership. */
export async function findDealershipByInboundEmail(db: Db, recipients: string[]) {
  for (const address of recipients) {
    const [owner] = await db
      .select()
      .from(dealerships)
      .where(sql`lower(${dealerships.inboundEmail}) = ${address.toLowerCase()}`)
      .limit(1);
    if (owner) return owner;
  }
  const [first] = await db.select().from(dealerships).orderBy(asc(dealerships.id)).limit(1);
  return first;
}

/** The newest lead of the dealership with this E.164 phone or lower-cased email. */
export async function findLeadByAddress(
  db: Db,
  dealershipId: number,
  channel: 'sms' | 'email',
  address: string,
) {
  const column = channel === 'sms' ? leads.phone : leads.email;
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.dealershipId, dealershipId), eq(column, address)))
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
