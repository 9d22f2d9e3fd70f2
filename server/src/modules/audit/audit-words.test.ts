import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// The audit log is read by a person: each entry carries the names of who did it and of the lead or person it is
// about, and bookings and automatic assignments are in it too (the product's own doing has no actor).
const app = await createTestApp({ workers: false });
const inject = app.app.inject.bind(app.app);
const admin = await app.adminCookie();

async function call(method: string, url: string, cookie: string, payload?: object) {
  const res = await inject({
    method: method as 'GET',
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

const auditOf = async (action: string) =>
  (await call('GET', `/api/audit?action=${action}`, admin)).items as Record<string, unknown>[];

describe('the audit log in words', () => {
  it("names the actor and the lead, and records a person's booking and its move with the store's zone", async () => {
    const manager = await app.userCookie('manager', [1]);
    const me = await call('GET', '/api/auth/me', manager);
    const lead = await call('POST', '/api/leads', manager, {
      name: 'Laura Audit',
      phone: '+15125550142',
      vehicleInterest: 'Chevrolet Tahoe',
      dealershipId: 1,
    });
    await call('PATCH', `/api/leads/${lead.id}`, manager, { status: 'contacted' });
    const [statusEntry] = await auditOf('lead.status_changed');
    expect(statusEntry).toMatchObject({ actorName: me.name, entityName: 'Laura Audit' });

    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCHours(16, 0, 0, 0);
    const booked = await call('POST', '/api/appointments', manager, {
      leadId: lead.id,
      dealershipId: 1,
      scheduledAt: at.toISOString(),
      type: 'test_drive',
    });
    const [bookedEntry] = await auditOf('appointment.booked');
    expect(bookedEntry).toMatchObject({
      actorName: me.name,
      entityType: 'appointment',
      dealershipId: 1,
      details: {
        leadId: lead.id,
        leadName: 'Laura Audit',
        at: at.toISOString(),
        timeZone: 'America/Chicago',
        bookedBy: 'staff',
      },
    });

    const later = new Date(at.getTime() + 3_600_000);
    await call('PATCH', `/api/appointments/${booked.id}`, manager, { scheduledAt: later.toISOString() });
    const [moved] = await auditOf('appointment.changed');
    expect(moved).toMatchObject({
      actorName: me.name,
      details: { changes: { at: { from: at.toISOString(), to: later.toISOString() } } },
    });
  });

  it('records an automatic assignment with no actor, from and to', async () => {
    const manager = await app.userCookie('manager', [2]);
    const seller = await app.userCookie('user', [2]);
    const sellerMe = await call('GET', '/api/auth/me', seller);
    await call('PATCH', '/api/dealerships/2/assignment', manager, { mode: 'round_robin' });
    await call('PATCH', '/api/users/me/availability', seller, { available: true });
    const lead = await call('POST', '/api/leads', manager, {
      name: 'Rita Roundrobin',
      phone: '+18635550143',
      vehicleInterest: 'Hyundai Tucson',
      dealershipId: 2,
    });
    // What the intake watcher (or the sweep job) does a moment after the lead's intake commits.
    await app.app.services.leadAssignment.announceIntakeAssignments();
    const entries = (await auditOf('lead.owner_changed')).filter((e) => e.entityId === String(lead.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: null,
      actorName: null,
      entityName: 'Rita Roundrobin',
      details: { from: null, to: sellerMe.id },
    });
  });
});
