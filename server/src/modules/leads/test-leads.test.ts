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

describe('DELETE /api/leads/test', () => {
  it('removes the test leads of the manager’s stores in one call, and nothing else', async () => {
    const fordManager = await app.userCookie('manager', [3]);
    const chevyManager = await app.userCookie('manager', [1]);
    const fordTest = await testLead(fordManager, 'Ford Test One');
    const chevyTest = await testLead(chevyManager, 'Chevy Test One');
    const admin = await app.adminCookie();
    const before = (
      await app.app.inject({ method: 'GET', url: '/api/leads/counts', headers: { cookie: admin } })
    ).json();

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
    const after = (
      await app.app.inject({ method: 'GET', url: '/api/leads/counts', headers: { cookie: admin } })
    ).json();
    expect(after.all).toBe(before.all - 1); // only the test lead went
  });

  it('is refused to a salesperson', async () => {
    const user = await app.userCookie('user', [3]);
    const res = await app.app.inject({ method: 'DELETE', url: '/api/leads/test', headers: { cookie: user } });
    expect(res.statusCode).toBe(403);
  });
});
