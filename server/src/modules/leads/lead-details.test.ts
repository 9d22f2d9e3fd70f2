import type { LeadActivity } from '@lead-manager/contracts/lead-activity';
import type { Lead } from '@lead-manager/contracts/leads';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const app = await createTestApp({ workers: false });
const { services } = app.app;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });

await services.users.createUser({
  email: 'ed.details@store.example',
  password: 'password-123',
  role: 'user',
  dealershipIds: [2, 3],
});
const ed = await app.login('ed.details@store.example', 'password-123');
const admin = await app.adminCookie();

let people = 0;
async function addLead(name: string, dealershipId = 2): Promise<Lead> {
  const res = await call('POST', '/api/leads', ed, {
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
    phone: `+151255502${String(10 + ++people)}`,
    vehicleInterest: 'Tucson',
    dealershipId,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const activityOf = async (leadId: number) =>
  (await call('GET', `/api/leads/${leadId}/activity`, ed)).json() as LeadActivity[];

describe('editing a lead’s contact details and vehicle from its details', () => {
  it('saves name, phone, e-mail and vehicle, with a timeline line and an audit entry naming what changed', async () => {
    const lead = await addLead('Dee Tails');
    const res = await call('PATCH', `/api/leads/${lead.id}`, ed, {
      name: 'Dee Taylor',
      phone: '(512) 555-0299',
      email: 'Dee.Taylor@Example.com',
      vehicleInterest: 'Ioniq 6',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Dee Taylor',
      phone: '+15125550299',
      email: 'dee.taylor@example.com',
      vehicleInterest: 'Ioniq 6',
    });

    const [newest] = await activityOf(lead.id);
    expect(newest).toMatchObject({
      kind: 'details_changed',
      details: { fields: ['name', 'phone', 'email', 'vehicleInterest'] },
      actorName: 'ed.details',
    });
    const audit = await call('GET', `/api/audit?action=lead.details_changed&entityId=${lead.id}`, admin);
    expect(audit.json().items).toHaveLength(1);
    expect(audit.json().items[0].details).toEqual({
      fields: ['name', 'phone', 'email', 'vehicleInterest'],
      from: { name: 'Dee Tails', phone: lead.phone, email: lead.email, vehicleInterest: 'Tucson' },
      to: {
        name: 'Dee Taylor',
        phone: '+15125550299',
        email: 'dee.taylor@example.com',
        vehicleInterest: 'Ioniq 6',
      },
    });
  });

  it('saving the same values again (the phone written another way) adds no timeline line', async () => {
    const lead = await addLead('Sam Same');
    const national = (lead.phone ?? '').replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
    const res = await call('PATCH', `/api/leads/${lead.id}`, ed, {
      name: lead.name,
      phone: national,
      email: lead.email?.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect((await activityOf(lead.id)).map((a) => a.kind)).toEqual(['created']);
  });

  it('answers 409 with the other lead’s id when the new phone or e-mail is another person’s in the store', async () => {
    const first = await addLead('Ann Other');
    const second = await addLead('Bob Other');
    const byPhone = await call('PATCH', `/api/leads/${second.id}`, ed, {
      phone: first.phone,
      vehicleInterest: 'Kona',
    });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json()).toMatchObject({
      message: 'Ann Other already has this phone number at this dealership: open their lead instead',
      leadId: first.id,
    });
    const byEmail = await call('PATCH', `/api/leads/${second.id}`, ed, { email: first.email });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().leadId).toBe(first.id);
    // Nothing of the refused edits was written, not even the vehicle that came with the phone.
    const kept = (await call('GET', `/api/leads/${second.id}`, ed)).json();
    expect(kept).toMatchObject({ phone: second.phone, email: second.email, vehicleInterest: 'Tucson' });
    expect((await activityOf(second.id)).map((a) => a.kind)).toEqual(['created']);

    // Another store may know the same person.
    const elsewhere = await addLead('Cy Elsewhere', 3);
    const ok = await call('PATCH', `/api/leads/${elsewhere.id}`, ed, { phone: first.phone });
    expect(ok.statusCode).toBe(200);
  });
});

describe('a lead’s score after its details change', () => {
  it('is recomputed from the new details, with reasons that add up to it, unless a score was set by hand', async () => {
    const lead = await addLead('Sco Ring');
    const before = (await call('GET', `/api/leads/${lead.id}`, ed)).json() as Lead;
    const res = await call('PATCH', `/api/leads/${lead.id}`, ed, {
      email: null,
      vehicleInterest: 'Hyundai Tucson Limited AWD 2025',
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as Lead;
    const vehicle = (l: Lead) => l.scoreReasons.find((r) => r.code === 'vehicle');
    expect(vehicle(after)).toMatchObject({ vehicle: 'Hyundai Tucson Limited AWD 2025' });
    expect(vehicle(after)?.points).toBeGreaterThan(vehicle(before)?.points ?? 0);
    expect(after.scoreReasons.some((r) => r.code === 'email')).toBe(false);
    expect(after.score).toBe(after.scoreReasons.reduce((sum, r) => sum + r.points, 0));
    expect(after.score).not.toBe(before.score);

    const byHand = await call('PATCH', `/api/leads/${lead.id}`, ed, { vehicleInterest: 'SUV', score: 77 });
    expect(byHand.json().score).toBe(77);
  });
});
