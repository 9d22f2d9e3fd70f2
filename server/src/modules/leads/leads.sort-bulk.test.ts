import type { Lead } from '@lead-manager/contracts/leads';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { conversations } from '../conversations/conversations.tables';
import { storeMessages } from '../conversations/messages-test-kit';
import { users } from '../users/users.tables';
import { leads } from './leads.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie }, payload });

let admin: string;
let fordUser: string;
const TAG = 'Sortable';
let ids: number[] = [];

beforeAll(async () => {
  admin = await app.adminCookie();
  fordUser = await app.userCookie('user', [3]);
  const start = Date.now() - 10 * 60_000;
  const rows = await db
    .insert(leads)
    .values(
      ['Carla', 'alice', 'Bob', 'dave'].map((first, i) => ({
        dealershipId: i % 2 ? 1 : 3,
        name: `${TAG} ${first}`,
        email: `${first.toLowerCase()}@sortable.example`,
        source: ['website', 'google', 'tiktok', 'facebook'][i] ?? 'facebook',
        status: 'new',
        score: [40, 90, 10, 70][i] ?? 0,
        vehicleInterest: 'Ford Maverick',
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning();
  ids = rows.map((r) => r.id);
});

const names = async (query: string, cookie = admin) => {
  const res = await inject('GET', `/api/leads?search=${TAG}&${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as Lead[]).map((l) => l.name.replace(`${TAG} `, ''));
};

describe('GET /api/leads sort and order', () => {
  it('sorts by name without regard to case, both ways', async () => {
    expect(await names('sort=name&order=asc')).toEqual(['alice', 'Bob', 'Carla', 'dave']);
    expect(await names('sort=name&order=desc')).toEqual(['dave', 'Carla', 'Bob', 'alice']);
  });

  it('sorts by score and by creation, newest first by default', async () => {
    expect(await names('sort=score&order=desc')).toEqual(['alice', 'dave', 'Carla', 'Bob']);
    expect(await names('')).toEqual(['dave', 'Bob', 'alice', 'Carla']);
    expect(await names('sort=createdAt&order=asc')).toEqual(['Carla', 'alice', 'Bob', 'dave']);
  });

  it('sorts by store name (Chevrolet before Ford)', async () => {
    expect(await names('sort=dealership&order=asc')).toEqual(['alice', 'dave', 'Carla', 'Bob']);
  });

  it('sorts by owner name, unassigned leads last', async () => {
    const [carla, alice] = ids as [number, number, number, number];
    const [zed] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (!zed) throw new Error('no admin');
    await db
      .update(leads)
      .set({ assignedUserId: zed.id })
      .where(inArray(leads.id, [carla, alice]));
    const sorted = await names('sort=owner&order=asc');
    expect(sorted.slice(0, 2).sort()).toEqual(['Carla', 'alice'].sort());
    const res = await inject('GET', `/api/leads?search=${TAG}&sort=owner&order=desc`, admin);
    const rows = res.json() as Lead[];
    expect(rows.slice(0, 2).every((l) => l.assignedUserName)).toBe(true);
    expect(rows.slice(2).every((l) => l.assignedUserName === null)).toBe(true);
  });

  it('names the field of a sort it does not know', async () => {
    const res = await inject('GET', '/api/leads?sort=price', admin);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('sort');
  });

  it('keeps the last contact from messages, and leads never contacted sort last', async () => {
    const [carla, , bob] = ids as [number, number, number, number];
    const [convo] = await db
      .insert(conversations)
      .values({ leadId: bob, dealershipId: 3, channel: 'sms' })
      .returning();
    const [other] = await db
      .insert(conversations)
      .values({ leadId: carla, dealershipId: 3, channel: 'email' })
      .returning();
    if (!convo || !other) throw new Error('no conversation');
    const earlier = new Date(Date.now() - 3_600_000);
    const later = new Date(Date.now() - 60_000);
    await storeMessages(db, [
      {
        conversationId: other.id,
        direction: 'outbound',
        sender: 'ai',
        channel: 'email',
        content: 'Hi',
        status: 'logged',
        createdAt: earlier,
      },
      {
        conversationId: convo.id,
        direction: 'inbound',
        sender: 'customer',
        channel: 'sms',
        content: 'Yes',
        status: 'received',
        createdAt: later,
      },
    ]);
    expect((await names('sort=lastContactAt&order=desc')).slice(0, 2)).toEqual(['Bob', 'Carla']);
    expect((await names('sort=lastContactAt&order=asc')).slice(0, 2)).toEqual(['Carla', 'Bob']);
    const res = await inject('GET', `/api/leads/${bob}`, admin);
    expect((res.json() as Lead).lastContactAt).toBe(later.toISOString());
  });
});

describe('POST /api/leads/bulk', () => {
  it('changes the status of the named leads in the user’s stores and leaves the others alone', async () => {
    const res = await inject('POST', '/api/leads/bulk', fordUser, {
      ids,
      changes: { status: 'contacted' },
    });
    expect(res.statusCode).toBe(200);
    // Carla and Bob are Ford's (3); alice and dave are Chevrolet's (1), outside this user's stores.
    expect(res.json()).toEqual({ updated: 2 });
    const after = (await inject('GET', `/api/leads?search=${TAG}&sort=name&order=asc`, admin).then((r) =>
      r.json(),
    )) as Lead[];
    expect(after.map((l) => l.status)).toEqual(['new', 'contacted', 'contacted', 'new']);
  });

  it('answers 400 naming the field for an unknown status or no ids', async () => {
    const bad = await inject('POST', '/api/leads/bulk', admin, { ids, changes: { status: 'won' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('status');
    const none = await inject('POST', '/api/leads/bulk', admin, { ids: [], changes: { status: 'new' } });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('ids');
  });
});
