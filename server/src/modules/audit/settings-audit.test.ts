import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const app = await createTestApp({ workers: false });
const admin = await app.adminCookie();
const manager = await app.userCookie('manager', [2]);

const call = (method: 'GET' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });
const auditOf = async (action: string, dealershipId: number) =>
  (await call('GET', `/api/audit?action=${action}&entityId=${dealershipId}`, admin)).json().items as {
    actorEmail: string;
    dealershipId: number;
    details: object;
  }[];

describe('dealership settings changes are in the audit log', () => {
  it('records the identity fields an admin changed, with old and new values, and nothing for a no-op save', async () => {
    const res = await call('PATCH', '/api/dealerships/3', admin, {
      smsSender: '+12165550134',
      emailFromName: 'Lakeside Ford Sales',
      timezone: 'America/New_York',
    });
    expect(res.statusCode).toBe(200);
    const [entry, ...rest] = await auditOf('dealership.settings_changed', 3);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: 'admin@test.example',
      dealershipId: 3,
      details: {
        fields: ['smsSender', 'emailFromName'],
        from: { smsSender: null, emailFromName: null },
        to: { smsSender: '+12165550134', emailFromName: 'Lakeside Ford Sales' },
      },
    });
    // Saving the form again unchanged is not a change.
    await call('PATCH', '/api/dealerships/3', admin, { smsSender: '+12165550134' });
    expect(await auditOf('dealership.settings_changed', 3)).toHaveLength(1);
    // A refused change (bad field) writes nothing either.
    const bad = await call('PATCH', '/api/dealerships/3', admin, { smsSender: '216-555' });
    expect(bad.statusCode).toBe(400);
    expect(await auditOf('dealership.settings_changed', 3)).toHaveLength(1);
  });

  it('records a manager’s change of the store’s assignment rule', async () => {
    const res = await call('PATCH', '/api/dealerships/2/assignment', manager, {
      mode: 'round_robin',
      maxOpenLeads: 5,
    });
    expect(res.statusCode).toBe(200);
    const entries = await auditOf('dealership.assignment_changed', 2);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      dealershipId: 2,
      details: {
        fields: ['mode', 'maxOpenLeads'],
        from: { mode: 'manual', maxOpenLeads: null },
        to: { mode: 'round_robin', maxOpenLeads: 5 },
      },
    });
    expect(entries[0]?.actorEmail).toMatch(/@/);
    expect(entries[0]?.actorEmail).not.toBe('admin@test.example');
  });
});
