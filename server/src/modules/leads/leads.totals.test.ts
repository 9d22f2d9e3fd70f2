import type { LeadCounts } from '@lead-manager/contracts/leads';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// Totals and count cards are cached between writes (lib/count-cache.ts): each write must show at once.
const app = await createTestApp({ workers: false });
let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie: admin }, payload });

const totalOf = async (query: string) => {
  const res = await call('GET', `/api/leads?limit=1&${query}`);
  expect(res.statusCode).toBe(200);
  return Number(res.headers['x-total-count']);
};
const countsOf = async (query: string) => {
  const res = await call('GET', `/api/leads/counts?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as LeadCounts;
};

describe('lead totals and count cards after each write', () => {
  it('follow a create, a status change, a capture and a delete at once', async () => {
    const ford = 'dealershipId=3';
    const total = await totalOf(ford);
    const counts = await countsOf(ford);
    expect(await totalOf(ford)).toBe(total); // served again, now from the cache

    const created = await call('POST', '/api/leads', {
      name: 'Totals Tina',
      email: 'totals.tina@example.com',
      phone: '512-555-0177',
      vehicleInterest: '2025 Ford Maverick',
      dealershipId: 3,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await totalOf(ford)).toBe(total + 1);
    expect(await totalOf(`${ford}&status=new`)).toBe(counts.new + 1);

    expect((await call('PATCH', `/api/leads/${id}`, { status: 'qualified' })).statusCode).toBe(200);
    const afterPatch = await countsOf(ford);
    expect(afterPatch).toMatchObject({
      all: counts.all + 1,
      new: counts.new,
      qualified: counts.qualified + 1,
    });
    expect(await totalOf(`${ford}&status=qualified`)).toBe(counts.qualified + 1);

    const captured = await app.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      remoteAddress: '10.7.7.7',
      payload: { name: 'Capture Cal', email: 'capture.cal@example.com', dealershipBrand: 'ford' },
    });
    expect(captured.statusCode).toBe(200);
    expect(await totalOf(ford)).toBe(total + 2);

    expect((await call('DELETE', `/api/leads/${id}`)).statusCode).toBe(204);
    expect(await totalOf(ford)).toBe(total + 1);
    expect((await countsOf(ford)).qualified).toBe(counts.qualified);
  });

  it('of a search: exact at once when the matches fit the page, counted when they fill it', async () => {
    const search = (limit: number) =>
      call('GET', `/api/leads?search=quartz-quokka&limit=${limit}`).then((res) => ({
        rows: (res.json() as unknown[]).length,
        total: Number(res.headers['x-total-count']),
      }));
    const add = async (n: number) => {
      const res = await call('POST', '/api/leads', {
        name: `Quartz-Quokka ${['Ann', 'Bea', 'Cy'][n - 1]}`,
        email: `quartz.quokka.${n}@example.com`,
        phone: `512-555-03${n}${n}`,
        vehicleInterest: '2025 Ford Ranger',
        dealershipId: 3,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await add(1);
    await add(2);
    expect(await search(50)).toEqual({ rows: 2, total: 2 });
    expect(await search(1)).toEqual({ rows: 1, total: 2 }); // more matches than the page: counted
    await add(3);
    expect(await search(50)).toEqual({ rows: 3, total: 3 }); // the page ends the matches: exact, no count
  });

  it('are kept per filter and scope: a search is not answered with another search’s total', async () => {
    const a = await totalOf('search=totals');
    const b = await totalOf('search=zzz-no-such-lead');
    expect(b).toBe(0);
    expect(await totalOf('search=totals')).toBe(a);
    const chevyUser = await app.userCookie('user', [1]);
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/leads?limit=1',
      headers: { cookie: chevyUser },
    });
    expect(Number(res.headers['x-total-count'])).toBe(await totalOf('dealershipId=1'));
  });
});
