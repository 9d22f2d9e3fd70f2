import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../modules/appointments/appointments.tables';
import { followUps } from '../modules/conversations/conversations.tables';
import { createTestApp } from '../test/test-app';
import {
  createLead,
  eventually,
  messagesOfLead,
  pendingJobsOf,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';

// Workers off: this file runs the follow-up and reminder jobs by hand, at the moment it chooses.
const app = await createTestApp({ workers: false });
const db = app.database.db;
const { followThrough, conversations } = app.app.services;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, 3, zoneWhereItIs(12));
});

const newLead = async (phone: string) => {
  const lead = await createLead(app, admin, {
    name: 'Fran Follow',
    phone,
    dealershipId: 3,
    vehicleInterest: 'Ford Ranger',
  });
  await followThrough.firstContact(lead.id);
  return lead;
};
const stepsOf = (leadId: number) =>
  db.select().from(followUps).where(eq(followUps.leadId, leadId)).orderBy(followUps.step);

describe('follow-ups', () => {
  it('become rows with delayed jobs when the lead arrives, once, and a due step is sent in the template', async () => {
    const lead = await newLead('+15550100501');
    await followThrough.firstContact(lead.id); // a retried job adds nothing
    const steps = await stepsOf(lead.id);
    expect(steps).toHaveLength(3);
    const jobs = await pendingJobsOf(db, 'lead.follow-up');
    const first = jobs.find((j) => j.data.followUpId === steps[0]?.id);
    expect(new Date(first?.start_after ?? 0).getTime()).toBe(steps[0]?.dueAt.getTime());
    expect(await messagesOfLead(db, lead.id)).toHaveLength(1); // the greeting
    await followThrough.sendFollowUp(steps[0]?.id ?? 0);
    await followThrough.sendFollowUp(steps[0]?.id ?? 0); // twice: still one message
    const rows = await messagesOfLead(db, lead.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.message.content).toMatch(/^Hi Fran, Just checking in/);
    expect((await stepsOf(lead.id))[0]?.status).toBe('sent');
  });

  it('stop when a person takes over or writes', async () => {
    const lead = await newLead('+15550100502');
    const [conversation] = (await messagesOfLead(db, lead.id)).map((r) => r.conversation);
    await conversations.update({ all: true }, conversation?.id ?? 0, { aiPaused: true });
    expect((await stepsOf(lead.id)).every((s) => s.status === 'cancelled')).toBe(true);

    const other = await newLead('+15550100503');
    await app.app.inject({
      method: 'POST',
      url: `/api/conversations/${other.id}/messages`,
      headers: { cookie: admin },
      payload: { message: 'Hi, this is Dana from sales.', channel: 'sms' },
    });
    const steps = await stepsOf(other.id);
    expect(steps.every((s) => s.status === 'cancelled')).toBe(true);
    await followThrough.sendFollowUp(steps[1]?.id ?? 0);
    expect(await messagesOfLead(db, other.id)).toHaveLength(2);
  });
});

describe('appointment reminders', () => {
  const book = async (leadId: number, scheduledAt: Date) => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: admin },
      payload: { leadId, dealershipId: 3, scheduledAt: scheduledAt.toISOString(), type: 'test_drive' },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number };
  };

  it('are committed with the booking (no waiting on an event) and follow a moved appointment', async () => {
    const lead = await newLead('+15550100517');
    const at = new Date(Date.now() + 4 * 86_400_000);
    const appointment = await book(lead.id, at);
    const startsOf = async () =>
      (await pendingJobsOf(db, 'appointment.reminder'))
        .filter((j) => j.data.appointmentId === appointment.id)
        .map((j) => new Date(j.start_after).getTime());
    expect(await startsOf()).toEqual([at.getTime() - 86_400_000]);
    const moved = new Date(at.getTime() + 7_200_000);
    const res = await app.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointment.id}`,
      headers: { cookie: admin },
      payload: { scheduledAt: moved.toISOString() },
    });
    expect(res.statusCode).toBe(200);
    expect((await startsOf()).sort()).toEqual([at.getTime() - 86_400_000, moved.getTime() - 86_400_000]);
  });

  it('are queued 24 hours before, sent once, and skipped for a moved or cancelled appointment', async () => {
    const lead = await newLead('+15550100504');
    const at = new Date(Date.now() + 3 * 86_400_000);
    const appointment = await book(lead.id, at);
    await eventually(async () => {
      const job = (await pendingJobsOf(db, 'appointment.reminder')).find(
        (j) => j.data.appointmentId === appointment.id,
      );
      expect(new Date(job?.start_after ?? 0).getTime()).toBe(at.getTime() - 86_400_000);
    });
    await followThrough.remindAppointment(appointment.id, new Date(at.getTime() + 3_600_000).toISOString()); // moved
    expect(await messagesOfLead(db, lead.id)).toHaveLength(1);
    await followThrough.remindAppointment(appointment.id, at.toISOString());
    await followThrough.remindAppointment(appointment.id, at.toISOString());
    const rows = await messagesOfLead(db, lead.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.message.content).toMatch(/reminder of your test drive/);

    const cancelled = await book(lead.id, at);
    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled.id));
    await followThrough.remindAppointment(cancelled.id, at.toISOString());
    expect(await messagesOfLead(db, lead.id)).toHaveLength(2);
  });
});
