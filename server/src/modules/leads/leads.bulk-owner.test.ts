import type { Lead } from '@lead-manager/contracts/leads';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';
import { leads } from './leads.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });

const TAG = 'Bulkowner';
let fordManager: string;
let fordUser: string;
let fordUserId: number;
let chevyOnlyId: number;
let ids: number[] = [];

const idOf = async (prefix: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `${prefix}%`));
  if (!row) throw new Error(`no user ${prefix}`);
  return row.id;
};

beforeAll(async () => {
  fordManager = await app.userCookie('manager', [3]);
  fordUser = await app.userCookie('user', [3]);
  fordUserId = await idOf('user2-3@');
  await app.userCookie('user', [1]);
  chevyOnlyId = await idOf('user3-1@');
  const rows = await db
    .insert(leads)
    .values(
      ['Ann', 'Ben', 'Cy'].map((first, i) => ({
        dealershipId: i < 2 ? 3 : 1,
        name: `${TAG} ${first}`,
        email: `${first.toLowerCase()}@bulkowner.example`,
        vehicleInterest: 'Ford Ranger',
      })),
    )
    .returning();
  ids = rows.map((r) => r.id);
});

const owners = async () => {
  const res = await inject('GET', `/api/leads?search=${TAG}&sort=name&order=asc`, await app.adminCookie());
  return (res.json() as Lead[]).map((l) => l.assignedUserId);
};

describe('POST /api/leads/bulk with a new owner', () => {
  it('gives a manager’s selected leads of their store to one person; other stores’ leads are left alone', async () => {
    const res = await inject('POST', '/api/leads/bulk', fordManager, {
      ids,
      changes: { assignedUserId: fordUserId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect(await owners()).toEqual([fordUserId, fordUserId, null]);
    // Each change is in the lead's timeline, as from its details.
    const activity = await inject('GET', `/api/leads/${ids[0]}/activity`, fordManager);
    expect(JSON.stringify(activity.json())).toContain('assigned');

    const released = await inject('POST', '/api/leads/bulk', fordManager, {
      ids,
      changes: { assignedUserId: null },
    });
    expect(released.json()).toEqual({ updated: 2 });
    expect(await owners()).toEqual([null, null, null]);
  });

  it('changes nothing when the person does not work for the leads’ store, and says which field', async () => {
    const res = await inject('POST', '/api/leads/bulk', await app.adminCookie(), {
      ids,
      changes: { assignedUserId: chevyOnlyId, status: 'contacted' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['assignedUserId']);
    expect(await owners()).toEqual([null, null, null]);
    const statuses = (
      (await inject('GET', `/api/leads?search=${TAG}`, await app.adminCookie())).json() as Lead[]
    ).map((l) => l.status);
    expect(statuses).toEqual(['new', 'new', 'new']);
  });

  it('is refused to a salesperson', async () => {
    const res = await inject('POST', '/api/leads/bulk', fordUser, {
      ids,
      changes: { assignedUserId: fordUserId },
    });
    expect(res.statusCode).toBe(403);
    expect(await owners()).toEqual([null, null, null]);
  });
});
