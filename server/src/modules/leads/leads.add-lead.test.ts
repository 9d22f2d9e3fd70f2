import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTwilioTestApp,
  eventually,
  setDealershipZone,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';
import { queryRows } from '../../db/client';
import { leads } from './leads.tables';

// The default set-up: one Twilio number for the group, the double standing in for Twilio's API.
const { app, twilioDouble } = await createTwilioTestApp();
const db = app.database.db;
let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, 2, zoneWhereItIs(12)); // texts go out now, not at 8:00
});

const addLead = (lead: Record<string, unknown>) =>
  app.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { cookie: admin },
    payload: { source: 'facebook', vehicleInterest: 'Hyundai Kona', dealershipId: 2, ...lead },
  });
const leadsWith = (phone: string) =>
  db
    .select()
    .from(leads)
    .where(and(eq(leads.phone, phone), eq(leads.dealershipId, 2)));
const firstContactJobs = async (leadIds: number[]) =>
  (
    await queryRows<{ lead_id: number }>(
      db,
      sql`SELECT (data->>'leadId')::int AS lead_id FROM pgboss.job WHERE name = 'lead.first-contact'`,
    )
  ).filter((j) => leadIds.includes(j.lead_id));

describe('Add Lead merges like capture', () => {
  it('answers a second Add Lead of the same phone with 409 and the lead; one lead, one first SMS', async () => {
    const first = await addLead({ name: 'Pat Twice', phone: '(555) 010-0871', email: 'pat@example.com' });
    expect(first.statusCode).toBe(201);
    const leadId = first.json().id as number;
    await eventually(() =>
      expect(twilioDouble.messages.filter((m) => m.to === '+15550100871')).toHaveLength(1),
    );

    // The same number written another way, another email: the same person.
    const again = await addLead({ name: 'Pat T.', phone: '+1 555 010 0871', email: 'other@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: expect.stringContaining('Pat Twice'), leadId });
    // Same email, no phone match: still the same person.
    const byEmail = await addLead({ name: 'Pat', phone: '+15550100872', email: 'PAT@example.com' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().leadId).toBe(leadId);

    expect(await leadsWith('+15550100871')).toHaveLength(1);
    expect(await leadsWith('+15550100872')).toHaveLength(0);
    // No second first-contact job exists to send a second greeting.
    expect(await firstContactJobs([leadId])).toHaveLength(1);
    expect(twilioDouble.messages.filter((m) => m.to === '+15550100871')).toHaveLength(1);
  });

  it('makes one lead of two clicks at once', async () => {
    const answers = await Promise.all([
      addLead({ name: 'Sam Double', phone: '+15550100873', email: 'sam@example.com' }),
      addLead({ name: 'Sam Double', phone: '+15550100873', email: 'sam@example.com' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await leadsWith('+15550100873')).toHaveLength(1);
  });

  it('still adds the same person at another dealership', async () => {
    const res = await addLead({
      name: 'Pat Twice',
      phone: '+15550100871',
      email: 'pat@example.com',
      dealershipId: 3,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('Add Lead on the showroom floor', () => {
  it('adds a phone-only walk-in and texts them', async () => {
    const res = await addLead({
      name: 'Wanda Walkin',
      phone: '(555) 010-0881',
      email: '',
      source: 'walk_in',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ source: 'walk_in', phone: '+15550100881', email: null });
    await eventually(() =>
      expect(twilioDouble.messages.filter((m) => m.to === '+15550100881')).toHaveLength(1),
    );
  });

  it('adds an e-mail-only referral', async () => {
    const res = await addLead({ name: 'Rita Referral', email: 'rita@example.com', source: 'referral' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ source: 'referral', phone: null, email: 'rita@example.com' });
  });

  it('refuses a lead with neither phone nor e-mail, naming the fields, and stores nothing', async () => {
    const res = await addLead({ name: 'Nobody Reachable', phone: ' ', email: '', source: 'phone_call' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Enter a phone number or an email address');
    expect(res.json().message).toContain('phone');
    const stored = await db.select().from(leads).where(eq(leads.name, 'Nobody Reachable'));
    expect(stored).toHaveLength(0);
  });

  it('refuses a source nobody offers', async () => {
    const res = await addLead({ name: 'Odd Source', phone: '+15550100882', source: 'billboard' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('source must be one of');
  });
});
