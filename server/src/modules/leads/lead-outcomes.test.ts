import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const app = await createTestApp({ workers: false });

let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  app.app.inject({ method, url, headers: { cookie: admin }, payload });

let person = 0;
const createLead = async () => {
  const res = await call('POST', '/api/leads', {
    name: 'Olive Outcome',
    phone: `(512) 555-${String(3000 + ++person)}`,
    vehicleInterest: '2025 Chevrolet Equinox',
    dealershipId: 1,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

/** The 400's field paths, or the status when it is not a 400. */
const refusedFields = async (res: Awaited<ReturnType<typeof call>>) =>
  res.statusCode === 400 ? res.json().errors.map((e: { path: string }) => e.path) : res.statusCode;

describe('closing a lead says how it ended', () => {
  it('refuses a close without an outcome, a lost one without a reason, and an outcome on an open lead', async () => {
    const lead = await createLead();
    const patch = (body: object) => call('PATCH', `/api/leads/${lead.id}`, body);
    expect(await refusedFields(await patch({ status: 'closed' }))).toEqual(['outcome']);
    expect(await refusedFields(await patch({ status: 'closed', outcome: 'won' }))).toEqual(['outcome']);
    expect(await refusedFields(await patch({ status: 'closed', outcome: 'lost' }))).toEqual(['lostReason']);
    expect(await refusedFields(await patch({ status: 'qualified', outcome: 'sold' }))).toEqual(['outcome']);
    expect(await refusedFields(await patch({ outcome: 'sold' }))).toEqual(['outcome']);
    expect((await call('GET', `/api/leads/${lead.id}`)).json()).toMatchObject({
      status: 'new',
      outcome: null,
      lostReason: null,
    });
  });

  it('keeps the outcome and reason, changes them on the closed lead, and clears them when it is reopened', async () => {
    const lead = await createLead();
    const patch = (body: object) => call('PATCH', `/api/leads/${lead.id}`, body);
    const lost = await patch({ status: 'closed', outcome: 'lost', lostReason: 'unreachable' });
    expect(lost.json()).toMatchObject({ status: 'closed', outcome: 'lost', lostReason: 'unreachable' });
    const sold = await patch({ outcome: 'sold' });
    expect(sold.json()).toMatchObject({ status: 'closed', outcome: 'sold', lostReason: null });
    const reopened = await patch({ status: 'contacted' });
    expect(reopened.json()).toMatchObject({ status: 'contacted', outcome: null, lostReason: null });

    const timeline = (await call('GET', `/api/leads/${lead.id}/activity`)).json();
    const changes = JSON.stringify(timeline);
    expect(changes).toContain('unreachable');
  });

  it('closes many leads at once with one outcome, and refuses a bulk close without one', async () => {
    const ids = [(await createLead()).id, (await createLead()).id];
    const bulk = (changes: object) => call('POST', '/api/leads/bulk', { ids, changes });
    expect(await refusedFields(await bulk({ status: 'closed' }))).toEqual(['changes.outcome']);
    expect(await refusedFields(await bulk({ outcome: 'sold' }))).toEqual(['changes.status']);
    const res = await bulk({ status: 'closed', outcome: 'lost', lostReason: 'duplicate' });
    expect(res.json()).toEqual({ updated: 2 });
    for (const id of ids)
      expect((await call('GET', `/api/leads/${id}`)).json()).toMatchObject({
        status: 'closed',
        outcome: 'lost',
        lostReason: 'duplicate',
      });
  });
});
