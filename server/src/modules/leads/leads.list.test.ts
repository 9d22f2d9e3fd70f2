import { LEAD_STATUSES, type Lead } from '@lead-manager/contracts/leads';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { escapeLike } from './lead-list.repo';
import { leads } from './leads.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;

const get = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

let admin: string;
let chevyUser: string;
const BULK = 'Bulkington';
const BULK_COUNT = 130;

beforeAll(async () => {
  admin = await app.adminCookie();
  chevyUser = await app.userCookie('user', [1]);
  // More leads than one default page, one minute apart, in Ford (3), so order and paging are checkable.
  const start = Date.now() - BULK_COUNT * 60_000;
  await db.insert(leads).values(
    Array.from({ length: BULK_COUNT }, (_, i) => ({
      dealershipId: 3,
      name: `${BULK} ${i}`,
      email: `bulk${i}@example.com`,
      phone: `+1512555${String(1000 + i).padStart(4, '0')}`,
      source: i % 2 ? 'tiktok' : 'youtube',
      status: LEAD_STATUSES[i % LEAD_STATUSES.length],
      vehicleInterest: 'Ford Bronco Raptorzz',
      createdAt: new Date(start + i * 60_000),
    })),
  );
  let person = 0;
  for (const [name, vehicleInterest] of [
    ['Percy 100% Sure', 'Chevrolet Blazer'],
    ['Percy 1000 Sure', 'Chevrolet Blazer'],
    ['Under_Score Uma', 'Chevrolet Trax'],
    ['Underxscore Ulla', 'Chevrolet Trax'],
  ] as const) {
    const payload = {
      name,
      vehicleInterest,
      // Each its own person: Add Lead answers 409 to a phone or email the dealership already has.
      email: `${name.replaceAll(/\W/g, '').toLowerCase()}@ex.com`,
      phone: `512-555-0${String(100 + ++person)}`,
      dealershipId: 1,
    };
    expect((await get('POST', '/api/leads', admin, payload)).statusCode).toBe(201);
  }
});

const list = async (query: string, cookie = admin) => {
  const res = await get('GET', `/api/leads?${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return { leads: res.json() as Lead[], total: Number(res.headers['x-total-count']) };
};

const isNewestFirst = (rows: Lead[]) =>
  rows.every((row, i) => {
    const prev = rows[i - 1];
    if (!prev) return true;
    const a = new Date(prev.createdAt).getTime();
    const b = new Date(row.createdAt).getTime();
    return a > b || (a === b && prev.id > row.id);
  });

describe('GET /api/leads', () => {
  it('returns every lead in the scope newest first, 100 by default, with X-Total-Count', async () => {
    const { leads: rows, total } = await list('');
    expect(rows).toHaveLength(100);
    expect(total).toBeGreaterThan(BULK_COUNT);
    expect(isNewestFirst(rows)).toBe(true);
  });

  it('pages without overlap or gaps', async () => {
    const whole = await list(`search=${BULK}&limit=500`);
    expect(whole.leads).toHaveLength(BULK_COUNT);
    expect(whole.total).toBe(BULK_COUNT);
    expect(whole.leads[0]?.name).toBe(`${BULK} ${BULK_COUNT - 1}`);
    const first = await list(`search=${BULK}&limit=50`);
    const second = await list(`search=${BULK}&limit=50&offset=50`);
    const beyond = await list(`search=${BULK}&offset=1000`);
    expect([...first.leads, ...second.leads]).toEqual(whole.leads.slice(0, 100));
    expect(second.total).toBe(BULK_COUNT);
    expect(beyond).toEqual({ leads: [], total: BULK_COUNT });
  });

  it('filters by dealership, status and source together', async () => {
    const { leads: rows, total } = await list(`dealershipId=3&status=qualified&source=tiktok&search=${BULK}`);
    const expected = Array.from({ length: BULK_COUNT }, (_, i) => i).filter(
      (i) => i % 2 === 1 && i % 5 === 2,
    );
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.name).sort()).toEqual(expected.map((i) => `${BULK} ${i}`).sort());
    expect((await list('status=all&source=all&dealershipId=all')).total).toBe((await list('')).total);
  });

  it('searches name, email, vehicle interest and phone, case-insensitively', async () => {
    expect((await list('search=bulkington%2012')).leads.map((r) => r.name).sort()).toEqual(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ''].map((d) => `${BULK} 12${d}`).sort(),
    );
    expect((await list('search=BULK7%40EXAMPLE')).leads.map((r) => r.email)).toEqual(['bulk7@example.com']);
    expect((await list('search=raptorZZ')).total).toBe(BULK_COUNT);
    expect((await list('search=%2B15125551042')).leads.map((r) => r.name)).toEqual([`${BULK} 42`]);
    expect((await list(`search=${encodeURIComponent('(512) 555-1042')}`)).leads.map((r) => r.name)).toEqual([
      `${BULK} 42`,
    ]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(`search=${encodeURIComponent('100%')}`)).leads.map((r) => r.name)).toEqual([
      'Percy 100% Sure',
    ]);
    expect((await list('search=under_')).leads.map((r) => r.name)).toEqual(['Under_Score Uma']);
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('shows a user only their dealerships, and 404s another dealership', async () => {
    const mine = await list('limit=500', chevyUser);
    expect(mine.leads.length).toBe(mine.total);
    expect(mine.leads.every((r) => r.dealershipId === 1)).toBe(true);
    expect((await list(`search=${BULK}`, chevyUser)).total).toBe(0);
    expect((await get('GET', '/api/leads?dealershipId=3', chevyUser)).statusCode).toBe(404);
    expect((await list('dealershipId=1', chevyUser)).total).toBe(mine.total);
  });

  it('names bad query fields and needs a session', async () => {
    for (const [query, path] of [
      ['limit=501', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['status=won', 'status'],
      ['source=fax', 'source'],
      ['dealershipId=abc', 'dealershipId'],
    ]) {
      const res = await get('GET', `/api/leads?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await get('GET', '/api/leads')).statusCode).toBe(401);
  });
});

describe('GET /api/leads/counts', () => {
  it('counts per status match the filtered list', async () => {
    for (const query of [
      '',
      'dealershipId=3',
      'source=tiktok',
      `search=${BULK}&source=youtube`,
      'dealershipId=1',
    ]) {
      const res = await get('GET', `/api/leads/counts?${query}`, admin);
      expect(res.statusCode).toBe(200);
      const counts = res.json();
      expect(counts.all).toBe((await list(query)).total);
      for (const status of LEAD_STATUSES) {
        expect(counts[status], `${query} ${status}`).toBe((await list(`${query}&status=${status}`)).total);
      }
    }
  });

  it('is scoped: a user counts only their dealerships and gets 404 for another', async () => {
    const res = await get('GET', '/api/leads/counts', chevyUser);
    expect(res.json().all).toBe((await list('', chevyUser)).total);
    expect((await get('GET', `/api/leads/counts?search=${BULK}`, chevyUser)).json().all).toBe(0);
    expect((await get('GET', '/api/leads/counts?dealershipId=2', chevyUser)).statusCode).toBe(404);
  });

  it('names bad query fields and needs a session', async () => {
    const res = await get('GET', '/api/leads/counts?source=fax', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('source');
    expect((await get('GET', '/api/leads/counts')).statusCode).toBe(401);
  });
});
