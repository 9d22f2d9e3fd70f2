import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../modules/appointments/appointments.tables';
import { followUps, messages } from '../modules/conversations/conversations.tables';
import { dealerships } from '../modules/dealerships/dealerships.tables';
import { leads } from '../modules/leads/leads.tables';
import { createTestApp } from '../test/test-app';
import {
  createLead,
  eventually,
  messagesOfLead,
  pendingJobsOf,
  saveAiSettings,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';

// Workers off: this file runs the follow-up and reminder jobs by hand, at the moment it chooses.
const app = await createTestApp({ workers: false });
const db = app.database.db;
const { outreach, conversations } = app.app.services;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, 3, zoneWhereItIs(12));
  await setDealershipZone(db, 2, zoneWhereItIs(12));
});

const newLead = async (phone: string, lead: { dealershipId?: number; vehicleInterest?: string } = {}) => {
  const created = await createLead(app, admin, {
    name: 'Fran Follow',
    phone,
    dealershipId: 3,
    vehicleInterest: 'Ford Ranger',
    ...lead,
  });
  await outreach.firstContact(created.id);
  return created;
};
const stepsOf = (leadId: number) =>
  db.select().from(followUps).where(eq(followUps.leadId, leadId)).orderBy(followUps.step);

describe('first contact', () => {
  const deliveryJobsOf = async (messageId: number) =>
    (await pendingJobsOf(db, 'message.deliver')).filter((j) => j.data.messageId === messageId);

  it('sends the greeting in its own turn: delivered when the job returns, with no delivery job to wait for', async () => {
    const lead = await newLead('+15550100511');
    const [greeting] = await messagesOfLead(db, lead.id);
    expect(greeting?.message.status).toBe('logged'); // the offline sender's "sent"
    expect(await deliveryJobsOf(greeting?.message.id ?? 0)).toHaveLength(0);
  });

  it('run again after its process stopped between saving and sending the greeting, hands it to one delivery job', async () => {
    const lead = await newLead('+15550100512');
    const [greeting] = await messagesOfLead(db, lead.id);
    const id = greeting?.message.id ?? 0;
    // What a process stopped right after the commit leaves behind: the greeting queued, no job for it.
    await db.update(messages).set({ status: 'queued', sentAt: null }).where(eq(messages.id, id));

    await outreach.firstContact(lead.id, { isRetry: false }); // a first run leaves a lead with messages alone
    expect(await deliveryJobsOf(id)).toHaveLength(0);
    await outreach.firstContact(lead.id, { isRetry: true });
    expect(await deliveryJobsOf(id)).toHaveLength(1);
    await conversations.deliverMessage(id);
    expect((await messagesOfLead(db, lead.id)).map((r) => r.message.status)).toEqual(['logged']);
  });
});

describe('follow-ups', () => {
  it('become rows with delayed jobs when the lead arrives, once, and a due step is sent in the template', async () => {
    const lead = await newLead('+15550100501');
    await outreach.firstContact(lead.id); // a retried job adds nothing
    const steps = await stepsOf(lead.id);
    expect(steps).toHaveLength(3);
    const jobs = await pendingJobsOf(db, 'lead.follow-up');
    const first = jobs.find((j) => j.data.followUpId === steps[0]?.id);
    expect(new Date(first?.start_after ?? 0).getTime()).toBe(steps[0]?.dueAt.getTime());
    expect(await messagesOfLead(db, lead.id)).toHaveLength(1); // the greeting
    await outreach.sendFollowUp(steps[0]?.id ?? 0);
    await outreach.sendFollowUp(steps[0]?.id ?? 0); // twice: still one message
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
    await outreach.sendFollowUp(steps[1]?.id ?? 0);
    expect(await messagesOfLead(db, other.id)).toHaveLength(2);
  });
});

describe('follow-up text', () => {
  const hyundaiSteps = [
    {
      delay: 1,
      channel: 'sms',
      message:
        'Hi {customerName}, is the {vehicleInterest} still on your list? {dealershipName}, {dealershipPhone}',
    },
    { delay: 2, channel: 'email', message: 'Hello {customerName}! Write to {dealershipEmail} any time.' },
  ];
  beforeAll(() => saveAiSettings(app, admin, 2, { followUpSchedule: hyundaiSteps }));
  const hyundai = async () =>
    (await db.select().from(dealerships).where(eq(dealerships.id, 2)))[0] as typeof dealerships.$inferSelect;

  it('fills in every variable when the step is sent, and greets once', async () => {
    const lead = await newLead('+15550100521', { dealershipId: 2, vehicleInterest: 'Hyundai Tucson' });
    const [sms, email] = await stepsOf(lead.id);
    await db.update(leads).set({ email: 'fran@example.com' }).where(eq(leads.id, lead.id));
    await outreach.sendFollowUp(sms?.id ?? 0);
    await outreach.sendFollowUp(email?.id ?? 0);
    const store = await hyundai();
    const [greeting, text, mail] = (await messagesOfLead(db, lead.id)).map((r) => r.message.content);
    expect(greeting).toMatch(/^Hi Fran, thanks for your interest in the Hyundai Tucson!/);
    expect(text).toBe(
      `Hi Fran, is the Hyundai Tucson still on your list? ${store.name}, ${store.phone} - ${store.name}. Reply STOP to opt out.`,
    );
    expect(mail).toMatch(new RegExp(`^Hi Fran,\\n\\nWrite to ${store.email} any time\\.`));
    for (const content of [text, mail]) {
      expect(content).not.toMatch(/[{}]/);
      expect(content?.match(/\b(?:Hi|Hello)\b/g)).toHaveLength(1);
    }
  });

  it('is phrased without a vehicle when the lead named none', async () => {
    const lead = await newLead('+15550100522', { dealershipId: 2, vehicleInterest: 'Not specified' });
    const [sms] = await stepsOf(lead.id);
    await outreach.sendFollowUp(sms?.id ?? 0);
    const [greeting, text] = (await messagesOfLead(db, lead.id)).map((r) => r.message.content);
    expect(greeting).toMatch(/^Hi Fran, thanks for your interest! When would you like/);
    expect(text).toMatch(/^Hi Fran, is your next vehicle still on your list\?/);
    for (const content of [greeting, text]) expect(content).not.toMatch(/not specified/i);
  });
});

describe('follow-ups stop', () => {
  it('when staff book an appointment for the lead', async () => {
    const lead = await newLead('+15550100523');
    expect((await stepsOf(lead.id)).map((s) => s.status)).toEqual(['pending', 'pending', 'pending']);
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: admin },
      payload: {
        leadId: lead.id,
        dealershipId: 3,
        scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        type: 'test_drive',
      },
    });
    expect(res.statusCode).toBe(201);
    const steps = await stepsOf(lead.id);
    expect(steps.map((s) => s.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    await outreach.sendFollowUp(steps[0]?.id ?? 0);
    expect(await messagesOfLead(db, lead.id)).toHaveLength(1); // the greeting only
  });

  it('when the lead is set to closed', async () => {
    const lead = await newLead('+15550100524');
    const res = await app.app.inject({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      headers: { cookie: admin },
      payload: { status: 'closed', outcome: 'lost', lostReason: 'not_interested' },
    });
    expect(res.statusCode).toBe(200);
    const steps = await stepsOf(lead.id);
    expect(steps.map((s) => s.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    await outreach.sendFollowUp(steps[0]?.id ?? 0);
    expect(await messagesOfLead(db, lead.id)).toHaveLength(1);
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
    await outreach.remindAppointment(appointment.id, new Date(at.getTime() + 3_600_000).toISOString()); // moved
    expect(await messagesOfLead(db, lead.id)).toHaveLength(1);
    await outreach.remindAppointment(appointment.id, at.toISOString());
    await outreach.remindAppointment(appointment.id, at.toISOString());
    const rows = await messagesOfLead(db, lead.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.message.content).toMatch(/reminder of your test drive/);

    // A day later: a second open appointment at the same time would overlap the first.
    const cancelled = await book(lead.id, new Date(at.getTime() + 86_400_000));
    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled.id));
    await outreach.remindAppointment(cancelled.id, at.toISOString());
    expect(await messagesOfLead(db, lead.id)).toHaveLength(2);
  });
});
