import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const app = await createTestApp({ workers: false });

/** The Webhook Setup Test button: a signed-in post to the capture form makes a test lead in the user's store. */
async function testLead(cookie: string, name: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/leads/capture',
    headers: { cookie },
    payload: { name, email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`, source: 'website' },
  });
  expect(res.json()).toMatchObject({ success: true, test: true });
  return res.json().leadId as number;
}

describe('test leads stay out of the lists and counts', () => {
  const get = async (url: string, cookie: string) => {
    const res = await app.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('leaves a test lead out of the Leads list, its total and counts, and the search; the Test filter shows it', async () => {
    const manager = await app.userCookie('manager', [2]);
    const before = (await get('/api/leads/counts?dealershipId=2', manager)).json();
    const name = 'Webhook Probe Quintessa';
    const id = await testLead(manager, name);

    const list = await get('/api/leads?dealershipId=2&limit=500', manager);
    expect(list.json().map((l: { id: number }) => l.id)).not.toContain(id);
    expect(Number(list.headers['x-total-count'])).toBe(before.all);
    expect((await get('/api/leads/counts?dealershipId=2', manager)).json()).toEqual(before);
    expect((await get(`/api/leads?search=${encodeURIComponent(name)}`, manager)).json()).toEqual([]);

    const tests = await get('/api/leads?dealershipId=2&test=only', manager);
    expect(tests.json()).toEqual([expect.objectContaining({ id, name, isTest: true })]);
    expect(tests.headers['x-total-count']).toBe('1');
    expect((await get('/api/leads/counts?dealershipId=2&test=only', manager)).json()).toMatchObject({
      all: 1,
      new: 1,
    });
  });

  it('names the filter when it is given a value it does not take', async () => {
    const admin = await app.adminCookie();
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/leads?test=yes',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('test must be only');
  });
});

describe('DELETE /api/leads/test', () => {
  it('removes the test leads of the manager’s stores in one call, and nothing else', async () => {
    const fordManager = await app.userCookie('manager', [3]);
    const chevyManager = await app.userCookie('manager', [1]);
    const fordTest = await testLead(fordManager, 'Ford Test One');
    const chevyTest = await testLead(chevyManager, 'Chevy Test One');
    const admin = await app.adminCookie();
    const testCounts = async () =>
      (
        await app.app.inject({
          method: 'GET',
          url: '/api/leads/counts?test=only',
          headers: { cookie: admin },
        })
      ).json();
    const before = await testCounts();

    const res = await app.app.inject({
      method: 'DELETE',
      url: '/api/leads/test',
      headers: { cookie: fordManager },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ removed: 1 });

    const lead = (id: number) =>
      app.app.inject({ method: 'GET', url: `/api/leads/${id}`, headers: { cookie: admin } });
    expect((await lead(fordTest)).statusCode).toBe(404);
    expect((await lead(chevyTest)).statusCode).toBe(200); // another store's test lead stays
    expect((await testCounts()).all).toBe(before.all - 1); // only the test lead went
  });

  it('is refused to a salesperson', async () => {
    const user = await app.userCookie('user', [3]);
    const res = await app.app.inject({ method: 'DELETE', url: '/api/leads/test', headers: { cookie: user } });
    expect(res.statusCode).toBe(403);
  });
});
