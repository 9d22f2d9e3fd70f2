import type { Appointment } from '@lead-manager/contracts/appointments';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { conversations, followUps, messages } from '../conversations/conversations.tables';
import { leads } from '../leads/leads.tables';
import { appointments } from './appointments.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;
let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
});

const HOUR = 3_600_000;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * HOUR);

const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie: admin }, payload });

let phoneSuffix = 1000;
const newLead = async () => {
  const [lead] = await db
    .insert(leads)
    .values({ dealershipId: 1, name: 'Bo Booker', phone: `+1555011${phoneSuffix++}`, email: null })
    .returning();
  return lead as typeof leads.$inferSelect;
};
const book = (leadId: number, at: Date, type = 'test_drive') =>
  call('POST', '/api/appointments', { leadId, dealershipId: 1, scheduledAt: at.toISOString(), type });
const appointmentsOf = (leadId: number) =>
  db.select().from(appointments).where(eq(appointments.leadId, leadId));
const messagesOf = (leadId: number) =>
  db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.leadId, leadId));

describe('booking', () => {
  it('refuses a time in the past, naming scheduledAt, and stores nothing', async () => {
    const lead = await newLead();
    const res = await book(lead.id, inDays(-1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'scheduledAt', message: expect.stringContaining('past') }]);
    expect(await appointmentsOf(lead.id)).toEqual([]);
  });

  it('refuses a second open appointment of the lead that overlaps the first, naming it (409)', async () => {
    const lead = await newLead();
    const at = inDays(3);
    const first = await book(lead.id, at);
    expect(first.statusCode).toBe(201);
    const overlapping = await book(lead.id, new Date(at.getTime() + 30 * 60_000), 'sales_meeting');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({
      appointmentId: first.json().id,
      // Named as a person knows it, by what and when (its id is for the client, not for reading).
      message: expect.stringMatching(/^The lead already has a .+ on .+: move or cancel that one/),
    });
    expect(overlapping.json().message).not.toContain(`appointment ${first.json().id}`);
    // A test drive holds an hour: the next hour is free, and so is the same time for another lead.
    expect((await book(lead.id, new Date(at.getTime() + HOUR))).statusCode).toBe(201);
    expect((await book((await newLead()).id, at)).statusCode).toBe(201);
    expect(await appointmentsOf(lead.id)).toHaveLength(2);
  });

  it('lets a cancelled appointment free its time', async () => {
    const lead = await newLead();
    const at = inDays(4);
    const first = await book(lead.id, at);
    await call('PATCH', `/api/appointments/${first.json().id}`, { status: 'cancelled' });
    expect((await book(lead.id, at)).statusCode).toBe(201);
  });
});

describe('rescheduling (PATCH scheduledAt, type, notes)', () => {
  it('moves an appointment under the same rules and resets its reminder for the new time', async () => {
    const lead = await newLead();
    const at = inDays(5);
    const first = (await book(lead.id, at)).json();
    const second = (await book(lead.id, new Date(at.getTime() + 3 * HOUR))).json();
    await db.update(appointments).set({ reminderSentAt: new Date() }).where(eq(appointments.id, first.id));

    const past = await call('PATCH', `/api/appointments/${first.id}`, {
      scheduledAt: inDays(-2).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].path).toBe('scheduledAt');

    const onTop = await call('PATCH', `/api/appointments/${first.id}`, {
      scheduledAt: new Date(at.getTime() + 3.5 * HOUR).toISOString(),
    });
    expect(onTop.statusCode).toBe(409);
    expect(onTop.json().appointmentId).toBe(second.id);
    // A service visit holds two hours: changing the type alone can make it overlap.
    expect(
      (
        await call('PATCH', `/api/appointments/${first.id}`, {
          scheduledAt: new Date(at.getTime() + 1.5 * HOUR).toISOString(),
          type: 'service',
        })
      ).statusCode,
    ).toBe(409);

    const moved = await call('PATCH', `/api/appointments/${first.id}`, {
      scheduledAt: inDays(6).toISOString(),
      type: 'sales_meeting',
      notes: 'Moved at the customer’s request',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      type: 'sales_meeting',
      notes: 'Moved at the customer’s request',
      reminderSentAt: null,
    });
  });
});

describe('reminders', () => {
  it('go once per appointment; a second is refused unless it asks to resend', async () => {
    const lead = await newLead();
    const appointment = (await book(lead.id, inDays(2))).json();
    const url = `/api/appointments/${appointment.id}/remind`;
    expect((await call('POST', url)).statusCode).toBe(200);
    const again = await call('POST', url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already sent.*resend/);
    expect(await messagesOf(lead.id)).toHaveLength(1);
    expect((await call('POST', url, { resend: true })).statusCode).toBe(200);
    expect(await messagesOf(lead.id)).toHaveLength(2);
  });

  it("agree with the app on a Central store's 10:00 AM across both daylight-saving Sundays", async () => {
    const lead = await newLead();
    // 10:00 in Chicago on the Sunday clocks go forward (CDT, UTC-5) and on the one they go back (CST, UTC-6).
    for (const [iso, words] of [
      ['2027-03-14T15:00:00Z', 'Sunday, March 14 at 10:00 AM CDT'],
      ['2027-11-07T16:00:00Z', 'Sunday, November 7 at 10:00 AM CST'],
    ] as const) {
      const booked = await book(lead.id, new Date(iso));
      expect(booked.statusCode, booked.body).toBe(201);
      const appointment = booked.json() as Appointment;
      // The zone the web shows it in is the store's: there it is 10:00 AM, as the customer reads.
      expect(appointment.timeZone).toBe('America/Chicago');
      const shown = new Date(appointment.scheduledAt).toLocaleTimeString('en-US', {
        timeZone: appointment.timeZone,
        hour: 'numeric',
        minute: '2-digit',
      });
      expect(shown).toBe('10:00 AM');
      expect((await call('POST', `/api/appointments/${appointment.id}/remind`)).statusCode).toBe(200);
      const [sms] = await db
        .select({ content: messages.content })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(conversations.leadId, lead.id))
        .orderBy(desc(messages.id))
        .limit(1);
      expect(sms?.content).toContain(`your test drive at Lakeside Auto Group Chevrolet on ${words}.`);
    }
  });

  it('are never sent for a cancelled or past appointment', async () => {
    const lead = await newLead();
    const cancelled = (await book(lead.id, inDays(2))).json();
    await call('PATCH', `/api/appointments/${cancelled.id}`, { status: 'cancelled' });
    const refused = await call('POST', `/api/appointments/${cancelled.id}/remind`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('No reminder for a cancelled appointment');

    const [past] = await db
      .insert(appointments)
      .values({ leadId: lead.id, dealershipId: 1, scheduledAt: inDays(-1), type: 'test_drive' })
      .returning();
    const late = await call('POST', `/api/appointments/${past?.id}/remind`, { resend: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('No reminder for an appointment in the past');
    expect(await messagesOf(lead.id)).toEqual([]);
  });
});

describe('booking while the lead changes', () => {
  it('a booking and a closing of the same lead at once both finish, neither deadlocks (PostgreSQL)', async () => {
    const closings = [];
    for (let i = 0; i < 12; i++) {
      const lead = await newLead();
      // Pending follow-ups: the booking and the closing both stop them, and both write the lead.
      await db.insert(followUps).values(
        [1, 2].map((step) => ({
          leadId: lead.id,
          dealershipId: 1,
          step,
          channel: 'sms',
          message: 'Just checking in',
          dueAt: inDays(step),
        })),
      );
      closings.push(
        Promise.all([
          book(lead.id, inDays(2)),
          call('PATCH', `/api/leads/${lead.id}`, { status: 'closed', outcome: 'lost', lostReason: 'other' }),
        ]),
      );
    }
    for (const [booked, closed] of await Promise.all(closings)) {
      expect(booked.statusCode, booked.body).toBe(201);
      expect(closed.statusCode, closed.body).toBe(200);
    }
  });
});
