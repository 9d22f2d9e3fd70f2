import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { appointments } from '../modules/appointments/appointments.tables';
import { conversations, messages } from '../modules/conversations/conversations.tables';

/** Read-only lookups the assistant's jobs need (not scoped: jobs act for the system). */
export async function getAppointmentForReminder(db: Db, id: number) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row;
}

/** True when the lead has any message: a retried first-contact job, or a lead that wrote first. */
/** Asked for every new lead (a prepared statement, see db/prepared.ts). */
const anyMessageOfLead = preparedQuery((db) =>
  db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.leadId, sql.placeholder('leadId')))
    .limit(1)
    .prepare('any_message_of_lead'),
);

export async function hasAnyMessage(db: Db, leadId: number) {
  return (await anyMessageOfLead(db).execute({ leadId })).length > 0;
}

/** True when the lead already has this exact time booked (a retried reply job books nothing twice). */
export async function hasAppointmentAt(db: Db, leadId: number, at: Date) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.leadId, leadId), eq(appointments.scheduledAt, at)))
    .limit(1);
  return row !== undefined;
}
