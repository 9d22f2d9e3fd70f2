import type { Appointment } from '@lead-manager/contracts/appointments';
import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { conversations, messages } from '../conversations/conversations.tables';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { appointments } from './appointments.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;
const received: RealtimeEvent[] = [];
afterAll(app.events.subscribe((e) => received.push(e)));

let admin: string;
let chevyUser: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  chevyUser = await app.userCookie('user', [1]);
  // A fixed zone other than the group's, so the reminder text proves it uses the dealership's own.
  await db.update(dealerships).set({ timezone: 'America/Los_Angeles' }).where(eq(dealerships.id, 3));
});

const call = (
  method: 'POST' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: object | string,
  contentType?: string,
) =>
  app.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });

/** A lead and its appointment on Friday 2037-05-01 at 19:00 UTC (12:00 PM in Los Angeles). */
const book = async (dealershipId: number, contact: { phone?: string | null; email?: string | null } = {}) => {
  const [lead] = await db
    .insert(leads)
    .values({
      dealershipId,
      name: 'Morgan Reminder',
      phone: contact.phone === undefined ? '+15125550600' : contact.phone,
      email: contact.email === undefined ? 'morgan@example.com' : contact.email,
    })
    .returning();
  const [row] = await db
    .insert(appointments)
    .values({
      leadId: lead?.id ?? 0,
      dealershipId,
      scheduledAt: new Date('2037-05-01T19:00:00Z'),
      type: 'test_drive',
    })
    .returning();
  if (!row) throw new Error('no appointment');
  return row;
};

const storedAppointment = async (id: number) =>
  (await db.select().from(appointments).where(eq(appointments.id, id)))[0];
const messagesOfLead = (leadId: number) =>
  db
    .select({ message: messages, channel: conversations.channel })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.leadId, leadId));

describe('PATCH /api/appointments/:id', () => {
  it('saves any status at once and announces APPOINTMENT_UPDATED', async () => {
    const appointment = await book(1);
    for (const status of ['confirmed', 'no_show', 'scheduled', 'cancelled', 'completed']) {
      received.length = 0;
      const res = await call('PATCH', `/api/appointments/${appointment.id}`, chevyUser, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: appointment.id, status, lead: { id: appointment.leadId } });
      await vi.waitFor(() =>
        expect(received).toContainEqual({
          type: 'APPOINTMENT_UPDATED',
          data: { id: appointment.id, leadId: appointment.leadId, dealershipId: 1, status },
        }),
      );
    }
    const moved = await call('PATCH', `/api/appointments/${appointment.id}`, admin, {
      scheduledAt: '2037-06-01T15:30:00Z',
      notes: null,
      type: 'service',
    });
    expect(moved.json()).toMatchObject({
      scheduledAt: '2037-06-01T15:30:00.000Z',
      notes: null,
      type: 'service',
    });
  });

  it('names a bad field, refuses malformed JSON and changes nothing', async () => {
    const appointment = await book(1);
    const res = await call('PATCH', `/api/appointments/${appointment.id}`, admin, {
      status: 'late',
      scheduledAt: 'soon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['status', 'scheduledAt']),
    );
    const malformed = await call(
      'PATCH',
      `/api/appointments/${appointment.id}`,
      admin,
      '{"status":',
      'application/json',
    );
    expect(malformed.statusCode).toBe(400);
    expect(await storedAppointment(appointment.id)).toEqual(appointment);
  });

  it("needs a session; another dealership's or a missing appointment is a 404", async () => {
    const ford = await book(3);
    expect(
      (await call('PATCH', `/api/appointments/${ford.id}`, undefined, { status: 'confirmed' })).statusCode,
    ).toBe(401);
    expect(
      (await call('PATCH', `/api/appointments/${ford.id}`, chevyUser, { status: 'confirmed' })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/api/appointments/999999', admin, { status: 'confirmed' })).statusCode).toBe(
      404,
    );
    expect((await storedAppointment(ford.id))?.status).toBe('scheduled');
  });
});

describe('POST /api/appointments/:id/remind', () => {
  it('texts a lead with a phone, naming the dealership, type and local time, and sets reminderSentAt', async () => {
    const appointment = await book(3);
    const res = await call('POST', `/api/appointments/${appointment.id}/remind`, admin);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ appointmentId: appointment.id, channel: 'sms' });
    const [sent] = await messagesOfLead(appointment.leadId);
    expect(sent?.message).toMatchObject({
      id: result.messageId,
      sender: 'ai',
      channel: 'sms',
      status: 'queued',
    });
    expect(sent?.message.content).toContain('Lakeside Auto Group Ford');
    expect(sent?.message.content).toContain('test drive');
    expect(sent?.message.content).toContain('Friday, May 1 at 12:00 PM PDT');
    const stored = await storedAppointment(appointment.id);
    expect(stored?.reminderSentAt?.toISOString()).toBe(result.reminderSentAt);
    expect(stored?.status).toBe('scheduled');
  });

  it('emails a lead without a phone, with a subject', async () => {
    const appointment = await book(1, { phone: null });
    const res = await call('POST', `/api/appointments/${appointment.id}/remind`, chevyUser, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().channel).toBe('email');
    const [sent] = await messagesOfLead(appointment.leadId);
    expect(sent).toMatchObject({ channel: 'email', message: { sender: 'ai' } });
    expect(sent?.message.subject).toContain('Lakeside Auto Group Chevrolet');
  });

  it('accepts an empty JSON body and refuses malformed JSON', async () => {
    const appointment = await book(1);
    expect(
      (await call('POST', `/api/appointments/${appointment.id}/remind`, admin, '', 'application/json'))
        .statusCode,
    ).toBe(200);
    const malformed = await call(
      'POST',
      `/api/appointments/${appointment.id}/remind`,
      admin,
      '{"x":',
      'application/json',
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON body');
    expect(await messagesOfLead(appointment.leadId)).toHaveLength(1);
  });

  it('refuses a lead that cannot be reached, naming channel, and sends nothing', async () => {
    const appointment = await book(1, { phone: null, email: null });
    const res = await call('POST', `/api/appointments/${appointment.id}/remind`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('channel');
    expect(await messagesOfLead(appointment.leadId)).toEqual([]);
    expect((await storedAppointment(appointment.id))?.reminderSentAt).toBeNull();
  });

  it("needs a session; another dealership's or a missing appointment is a 404", async () => {
    const ford = await book(3);
    expect((await call('POST', `/api/appointments/${ford.id}/remind`)).statusCode).toBe(401);
    expect((await call('POST', `/api/appointments/${ford.id}/remind`, chevyUser)).statusCode).toBe(404);
    expect((await call('POST', '/api/appointments/999999/remind', admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/appointments/abc/remind', admin)).statusCode).toBe(400);
    expect(await messagesOfLead(ford.leadId)).toEqual([]);
  });
});

describe('reading back', () => {
  it('lists the reminder time', async () => {
    const appointment = await book(1);
    await call('POST', `/api/appointments/${appointment.id}/remind`, admin);
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/appointments?leadId=${appointment.leadId}`,
      headers: { cookie: admin },
    });
    const [listed] = res.json() as Appointment[];
    expect(listed?.reminderSentAt).not.toBeNull();
  });
});
