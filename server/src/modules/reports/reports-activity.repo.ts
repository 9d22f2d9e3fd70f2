import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { firstMessageBy, handedOver, handoverReason } from '../conversations/conversations.queries';
import { realLead, soldLead } from '../leads/leads.queries';
import { displayNameOf } from '../users/users.queries';
import {
  cohortCondition,
  inStores,
  inWindow,
  localDay,
  type ReportWindow,
  secondsBetween,
} from './reports.sql';

/** Appointments whose time falls in the window, of real (not test) leads. */
const appointmentsInWindow = (scope: Scope, w: ReportWindow) =>
  sql`FROM appointments
    WHERE ${realLead(sql`appointments.lead_id`)} AND ${inStores(sql`appointments.dealership_id`, scope)}
      AND ${inWindow(sql`appointments.scheduled_at`, sql`appointments.dealership_id`, w)}`;

export interface AppointmentGroupRow {
  type: string | null;
  booked_by: string | null;
  by_type: number;
  by_booker: number;
  set: number;
  shown: number;
  no_show: number;
  cancelled: number;
}

/** Appointment outcomes in total, per type and per booker (assistant or staff), in one pass. */
export async function countAppointmentGroups(db: Db, scope: Scope, w: ReportWindow) {
  return queryRows<AppointmentGroupRow>(
    db,
    sql`SELECT appointments.type, appointments.booked_by,
        grouping(appointments.type)::int AS by_type, grouping(appointments.booked_by)::int AS by_booker,
        count(*)::int AS set,
        count(*) FILTER (WHERE appointments.status = 'completed')::int AS shown,
        count(*) FILTER (WHERE appointments.status = 'no_show')::int AS no_show,
        count(*) FILTER (WHERE appointments.status = 'cancelled')::int AS cancelled
      ${appointmentsInWindow(scope, w)}
      GROUP BY GROUPING SETS ((), (appointments.type), (appointments.booked_by))`,
  );
}

/** Appointments per local day (or week) of their time. */
export async function countAppointmentsPerPeriod(
  db: Db,
  scope: Scope,
  w: ReportWindow,
  interval: 'day' | 'week',
) {
  return queryRows<{ period: string; count: number }>(
    db,
    sql`SELECT ${localDay(sql`appointments.scheduled_at`, sql`appointments.dealership_id`, w, interval)} AS period, count(*)::int AS count
      ${appointmentsInWindow(scope, w)} GROUP BY 1`,
  );
}

export interface AssistantFiguresRow {
  handled_alone: number;
  opt_outs: number;
  follow_ups_sent: number;
  follow_ups_replied: number;
}

/**
 * What the assistant did for the range: leads it answered with no person writing and no hand-over; opt-outs
 * recorded; follow-up steps sent (due) in the range, and those the customer answered before the next step.
 */
export async function countAssistantFigures(db: Db, scope: Scope, w: ReportWindow) {
  const [row] = await queryRows<AssistantFiguresRow>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM leads WHERE ${cohortCondition(scope, w)}
        AND leads.first_response_at IS NOT NULL AND leads.first_human_response_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.lead_id = leads.id AND ${handedOver(sql`c`)}))
        AS handled_alone,
      (SELECT count(*)::int FROM opt_outs WHERE ${inStores(sql`opt_outs.dealership_id`, scope)}
        AND ${inWindow(sql`opt_outs.created_at`, sql`opt_outs.dealership_id`, w)}) AS opt_outs,
      sent.*
    FROM (
      SELECT count(*)::int AS follow_ups_sent,
        count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM conversations c JOIN messages m ON m.conversation_id = c.id
          WHERE c.lead_id = f.lead_id AND m.sender = 'customer' AND m.created_at >= f.due_at
            AND NOT EXISTS (SELECT 1 FROM follow_ups f2 WHERE f2.lead_id = f.lead_id AND f2.status = 'sent'
              AND f2.due_at > f.due_at AND f2.due_at <= m.created_at)
        ))::int AS follow_ups_replied
      FROM follow_ups f
      WHERE f.status = 'sent' AND ${realLead(sql`f.lead_id`)} AND ${inStores(sql`f.dealership_id`, scope)}
        AND ${inWindow(sql`f.due_at`, sql`f.dealership_id`, w)}
    ) sent`,
  );
  if (!row) throw new Error('assistant figures returned no row');
  return row;
}

/** The range's leads' conversations handed over to a person (see `handedOver`), per reason. */
export async function countHandoversByReason(db: Db, scope: Scope, w: ReportWindow) {
  return queryRows<{ reason: string; count: number }>(
    db,
    sql`SELECT ${handoverReason(sql`c`)} AS reason, count(*)::int AS count
      FROM leads JOIN conversations c ON c.lead_id = leads.id
      WHERE ${cohortCondition(scope, w)} AND ${handedOver(sql`c`)}
      GROUP BY 1`,
  );
}

/**
 * Per salesperson: the range's leads each person owns (`leads.assigned_user_id`), the median time to that person's
 * own first message to them (the assistant's speed is not theirs), how many have an appointment, and how many were
 * sold. Unowned leads are left out; each person by the name people see.
 */
export async function countByUser(db: Db, scope: Scope, w: ReportWindow) {
  return queryRows<{
    user_id: number;
    name: string;
    leads: number;
    median_s: number | null;
    appointments: number;
    sold: number;
  }>(
    db,
    sql`SELECT leads.assigned_user_id AS user_id, ${displayNameOf(sql`leads.assigned_user_id`)} AS name,
        count(*)::int AS leads,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY ${secondsBetween(firstMessageBy(sql`leads.id`, sql`leads.assigned_user_id`), sql`leads.created_at`)}) AS median_s,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM appointments a WHERE a.lead_id = leads.id))::int AS appointments,
        count(*) FILTER (WHERE ${soldLead(sql`leads`)})::int AS sold
      FROM leads
      WHERE ${cohortCondition(scope, w)} AND leads.assigned_user_id IS NOT NULL
      GROUP BY leads.assigned_user_id ORDER BY count(*) DESC, name`,
  );
}
