import type { DealershipSettings } from '@lead-manager/contracts/dealerships';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { dealerships } from './dealerships.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;

let admin: string;
let fordManager: string;
let fordUser: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  fordManager = await app.userCookie('manager', [3]);
  fordUser = await app.userCookie('user', [3]);
});

const call = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  app.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const fordRow = async () => (await db.select().from(dealerships).where(eq(dealerships.id, 3)))[0];

describe('GET /api/dealerships/:id', () => {
  it("answers a store's profile and sending identity, with the default hours when none were set", async () => {
    const res = await call('GET', '/api/dealerships/3', admin);
    expect(res.statusCode).toBe(200);
    const ford = res.json() as DealershipSettings;
    expect(ford).toMatchObject({ id: 3, brand: 'ford', smsSender: null, timezone: 'America/New_York' });
    expect(ford.businessHours.monday).toEqual({ open: '09:00', close: '20:00' });
    expect(ford.businessHours.sunday).toEqual({ open: '11:00', close: '17:00' });
  });

  it('lets a manager view their own store, not another one, and refuses plain users', async () => {
    expect((await call('GET', '/api/dealerships/3', fordManager)).statusCode).toBe(200);
    expect((await call('GET', '/api/dealerships/1', fordManager)).statusCode).toBe(404);
    expect((await call('GET', '/api/dealerships/3', fordUser)).statusCode).toBe(403);
    expect((await call('GET', '/api/dealerships/3')).statusCode).toBe(401);
  });
});

describe('PATCH /api/dealerships/:id', () => {
  it('saves every field an admin edits and answers the saved store', async () => {
    const hours = {
      sunday: null,
      monday: { open: '08:30', close: '19:00' },
      tuesday: { open: '08:30', close: '19:00' },
      wednesday: { open: '08:30', close: '19:00' },
      thursday: { open: '08:30', close: '19:00' },
      friday: { open: '08:30', close: '19:00' },
      saturday: { open: '10:00', close: '16:00' },
    };
    const res = await call('PATCH', '/api/dealerships/3', admin, {
      name: 'Lakeside Auto Group Ford',
      phone: '(216) 555-0199',
      address: '14500 Detroit Ave, Lakewood, OH 44107',
      timezone: 'America/Detroit',
      businessHours: hours,
      smsSender: '+12165550113',
      emailFromName: 'Lakeside Ford',
      emailFromAddress: 'Sales@Ford.Lakeside-Auto.example',
      inboundEmail: 'ford@inbound.lakeside-auto.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '+12165550199',
      timezone: 'America/Detroit',
      businessHours: hours,
      smsSender: '+12165550113',
      emailFromName: 'Lakeside Ford',
      emailFromAddress: 'sales@ford.lakeside-auto.example',
    });
    const row = await fordRow();
    expect(row?.smsSender).toBe('+12165550113');
    expect(row?.businessHours).toEqual(hours);
    // A Messaging Service is a sender too; blank clears it back to the group's number.
    const sid = `MG${'a1'.repeat(16)}`;
    expect((await call('PATCH', '/api/dealerships/3', admin, { smsSender: sid })).json().smsSender).toBe(sid);
    expect((await call('PATCH', '/api/dealerships/3', admin, { smsSender: '' })).json().smsSender).toBeNull();
  });

  it.each([
    ['smsSender', '216-555-0113'],
    ['smsSender', 'MG123'],
    ['timezone', 'Eastern'],
    ['timezone', 'Mars/Olympus'],
    ['emailFromAddress', 'not-an-address'],
    ['inboundEmail', 'ford at inbound'],
    ['crmLeadEmails', ['leads@crm.example', 'crm at ford']],
    ['phone', 'call us'],
    ['name', ''],
    ['businessHours.monday.close', { ...{}, monday: { open: '18:00', close: '09:00' } }],
  ])('refuses a bad %s with a 400 naming it and changes nothing', async (path, value) => {
    const before = await fordRow();
    const body =
      path === 'businessHours.monday.close'
        ? {
            businessHours: {
              ...(await call('GET', '/api/dealerships/3', admin)).json().businessHours,
              ...(value as object),
            },
          }
        : { [path]: value };
    const res = await call('PATCH', '/api/dealerships/3', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await fordRow()).toEqual(before);
  });

  it('refuses a field it does not know (the old smsNumber) instead of ignoring it', async () => {
    const res = await call('PATCH', '/api/dealerships/3', admin, { smsNumber: '+12165550113' });
    expect(res.statusCode).toBe(400);
  });

  it('is for admins only: a manager of the store gets 403 and nothing changes', async () => {
    const before = await fordRow();
    const res = await call('PATCH', '/api/dealerships/3', fordManager, { smsSender: '+12165550177' });
    expect(res.statusCode).toBe(403);
    expect((await call('PATCH', '/api/dealerships/3', fordUser, { name: 'Mine' })).statusCode).toBe(403);
    expect(await fordRow()).toEqual(before);
  });

  it('answers 404 for a store that does not exist', async () => {
    expect((await call('PATCH', '/api/dealerships/99', admin, { name: 'Nowhere' })).statusCode).toBe(404);
  });
});
