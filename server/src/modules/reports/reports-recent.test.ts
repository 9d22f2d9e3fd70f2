import type { Report } from '@lead-manager/contracts/reports';
import { beforeAll, expect, it } from 'vitest';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { createTestApp } from '../../test/test-app';
import { leads } from '../leads/leads.tables';

// The default configuration: a report is served again for REPORTS_MAX_AGE_SECONDS (15) and says when it was made.
const app = await createTestApp({ workers: false, env: { REPORTS_MAX_AGE_SECONDS: '15' } });
let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
});

// Yesterday and today in UTC: today in the stores' own zones, whatever the hour.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const days = `from=${day(-1)}&to=${day(0)}`;
const report = async (query: string): Promise<Report> => {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/reports?${query}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

it('serves a report again for a few seconds, saying when it was computed, and computes another range anew', async () => {
  const range = `${days}&dealershipId=1`;
  const [first, together] = await Promise.all([report(range), report(range)]);
  expect(Date.parse(first.generatedAt)).toBeLessThanOrEqual(Date.now());
  expect(together.generatedAt).toBe(first.generatedAt);

  await app.database.db.insert(leads).values({ dealershipId: 1, name: 'Late Larry', source: 'website' });
  const again = await report(range);
  expect(again.generatedAt).toBe(first.generatedAt);
  expect(again.speedToLead.leads).toBe(first.speedToLead.leads);

  // Another store's report is its own, computed now, with the new lead in its own store only.
  const allStores = await report(days);
  expect(Date.parse(allStores.generatedAt)).toBeGreaterThan(Date.parse(first.generatedAt));
  expect(allStores.byStore.find((s) => s.dealershipId === 1)?.leads).toBe(first.speedToLead.leads + 1);
});

it('computes a report anew when asked for fresh figures, shares that computation, and keeps it for the next reader', async () => {
  const range = `${days}&dealershipId=2`;
  const kept = await report(range);
  await app.database.db.insert(leads).values({ dealershipId: 2, name: 'Fresh Fiona', source: 'website' });
  expect((await report(range)).generatedAt).toBe(kept.generatedAt);

  const fresh = await report(`${range}&fresh=1`);
  expect(Date.parse(fresh.generatedAt)).toBeGreaterThan(Date.parse(kept.generatedAt));
  expect(fresh.speedToLead.leads).toBe(kept.speedToLead.leads + 1);
  // The next reader without fresh gets the refreshed figures, not a second computation.
  expect((await report(range)).generatedAt).toBe(fresh.generatedAt);

  // Two refreshes asked in the same moment (called in one tick, so the second finds the first running) share one.
  const { reports } = app.app.services;
  const query = { from: day(-1), to: day(0), dealershipId: 2, fresh: '1' } as const;
  const [one, other] = await Promise.all([
    reports.report(ALL_DEALERSHIPS, query),
    reports.report(ALL_DEALERSHIPS, query),
  ]);
  expect(Date.parse(one.generatedAt)).toBeGreaterThan(Date.parse(fresh.generatedAt));
  expect(other.generatedAt).toBe(one.generatedAt);
});

it('refuses a fresh flag that is not 1, naming it', async () => {
  const res = await app.app.inject({
    method: 'GET',
    url: `/api/reports?${days}&fresh=yes`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([{ path: 'fresh', message: 'fresh must be 1 when given' }]);
});
