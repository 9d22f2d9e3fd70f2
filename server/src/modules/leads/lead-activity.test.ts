import { type LeadActivity, LeadActivitySchema } from '@lead-manager/contracts/lead-activity';
import type { Lead } from '@lead-manager/contracts/leads';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { insertLeadEvents } from './lead-notes.repo';

const app = await createTestApp({ workers: false });
const { services } = app.app;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });

const ana = await services.users.createUser({
  email: 'ana.timeline@store.example',
  password: 'password-123',
  role: 'user',
  dealershipIds: [2],
});
await services.users.createUser({
  email: 'mia.timeline@store.example',
  password: 'password-123',
  role: 'manager',
  dealershipIds: [2],
});
const mia = await app.login('mia.timeline@store.example', 'password-123');

const activityOf = async (leadId: number) => {
  const res = await call('GET', `/api/leads/${leadId}/activity`, mia);
  expect(res.statusCode).toBe(200);
  return res.json() as LeadActivity[];
};
const ofKind = <K extends LeadActivity['kind']>(items: LeadActivity[], kind: K) =>
  items.filter((a): a is Extract<LeadActivity, { kind: K }> => a.kind === kind);

describe('GET /api/leads/:id/activity: facts the web words in the person’s language', () => {
  it('gives each line a kind and its details, no English sentence', async () => {
    const created = await call('POST', '/api/leads', mia, {
      name: 'Tia Facts',
      email: 'tia.facts@example.com',
      phone: '+15125550190',
      vehicleInterest: 'Ioniq 5',
      source: 'tiktok',
      dealershipId: 2,
    });
    expect(created.statusCode).toBe(201);
    const lead = created.json() as Lead;
    for (const change of [
      { assignedUserId: ana.id },
      { assignedUserId: null },
      { status: 'qualified' },
      { email: 'tia.new@example.com' },
    ]) {
      expect((await call('PATCH', `/api/leads/${lead.id}`, mia, change)).statusCode).toBe(200);
    }
    const long = `Tia wants the long-range battery. ${'Please confirm the trade-in paperwork. '.repeat(6)}`;
    const sent = await call('POST', `/api/conversations/${lead.id}/messages`, mia, {
      message: long,
      channel: 'sms',
    });
    expect(sent.statusCode).toBe(201);
    const scheduledAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const booked = await call('POST', '/api/appointments', mia, {
      leadId: lead.id,
      dealershipId: 2,
      scheduledAt,
      type: 'financing',
    });
    expect(booked.statusCode).toBe(201);
    expect(
      (await call('POST', `/api/leads/${lead.id}/notes`, mia, { body: 'Call after 5' })).statusCode,
    ).toBe(201);

    const activity = await activityOf(lead.id);
    // The contract checks both sides: every line is one of its shapes, and none carries a sentence.
    for (const line of activity) {
      expect(LeadActivitySchema.safeParse(line).success).toBe(true);
      expect(line).not.toHaveProperty('text');
    }
    expect(ofKind(activity, 'created')).toEqual([
      {
        id: `created-${lead.id}`,
        kind: 'created',
        at: lead.createdAt,
        actorName: null,
        details: { source: 'tiktok' },
      },
    ]);
    expect(ofKind(activity, 'assigned').map((a) => [a.details, a.actorName])).toEqual([
      [{ ownerId: null, ownerName: null, reason: 'manual' }, 'mia.timeline'],
      [{ ownerId: ana.id, ownerName: 'ana.timeline', reason: 'manual' }, 'mia.timeline'],
    ]);
    expect(ofKind(activity, 'status_changed').map((a) => a.details)).toEqual([
      { from: 'new', to: 'qualified' },
    ]);
    expect(ofKind(activity, 'details_changed').map((a) => a.details)).toEqual([{ fields: ['email'] }]);
    const [message] = ofKind(activity, 'message');
    expect(message).toMatchObject({
      actorName: 'mia.timeline',
      details: { sender: 'agent', channel: 'sms' },
    });
    expect(message?.details.content).toHaveLength(160);
    expect(message?.details.content.endsWith('…')).toBe(true);
    expect(ofKind(activity, 'appointment').map((a) => a.details)).toEqual([
      { type: 'financing', status: 'scheduled', scheduledAt, timeZone: 'America/New_York' },
    ]);
    expect(ofKind(activity, 'note')).toMatchObject([
      { actorName: 'mia.timeline', details: { body: 'Call after 5' } },
    ]);
  });

  it('leaves out a stored event whose details no longer fit, instead of failing the whole timeline', async () => {
    const lead = (await call('GET', '/api/leads?dealershipId=2&limit=1', mia)).json()[0] as Lead;
    const before = await activityOf(lead.id);
    await insertLeadEvents(app.database.db, [
      { leadId: lead.id, kind: 'status_changed', actorUserId: null, detail: { to: 42 } },
      {
        leadId: lead.id,
        kind: 'opted_out',
        actorUserId: null,
        detail: { channel: 'email', method: 'keyword' },
      },
    ]);
    const after = await activityOf(lead.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ kind: 'opted_out', details: { channel: 'email', method: 'keyword' } });
  });
});
