import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// A store's own systems call the API with a personal key instead of a session: the key reaches only its stores,
// a read key only reads, a revoked key or one whose owner left opens nothing, and the key is shown once.
const app = await createTestApp({ workers: false });
const inject = app.app.inject.bind(app.app);
const admin = await app.adminCookie();

async function createKey(payload: object, cookie = admin) {
  return inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload });
}

const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

/** The stores of the leads a caller sees in the list. */
async function storesSeen(headers: Record<string, string>) {
  const res = await inject({ method: 'GET', url: '/api/leads?limit=100', headers });
  expect(res.statusCode).toBe(200);
  return new Set((res.json() as { dealershipId: number }[]).map((lead) => lead.dealershipId));
}

describe('personal API keys', () => {
  it("authenticate /api without a session and reach only the key's stores", async () => {
    const created = await createKey({ name: 'Hyundai CRM sync', dealershipIds: [2], access: 'read' });
    expect(created.statusCode).toBe(201);
    const { key, apiKey } = created.json();
    expect(key).toMatch(/^lm_[\w-]{40,}$/);
    expect(apiKey).toMatchObject({
      name: 'Hyundai CRM sync',
      dealershipIds: [2],
      access: 'read',
      revokedAt: null,
    });
    expect(key.startsWith(apiKey.prefix)).toBe(true);

    expect(await storesSeen(withKey(key))).toEqual(new Set([2]));
    const otherStore = await inject({ method: 'GET', url: '/api/dealerships/1', headers: withKey(key) });
    expect(otherStore.statusCode).toBe(404);

    // The list shows the key's use, never the key.
    const listed = await inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: admin } });
    const mine = listed.json().apiKeys.find((k: { id: number }) => k.id === apiKey.id);
    expect(mine.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.json())).not.toContain(key);
  });

  it('lets a read key read only, and a write key change its stores', async () => {
    const reader = (await createKey({ name: 'Reader', dealershipIds: [3], access: 'read' })).json().key;
    const writer = (await createKey({ name: 'Writer', dealershipIds: [3], access: 'write' })).json().key;
    const lead = {
      name: 'Key Written',
      phone: '+15555550199',
      vehicleInterest: 'Ford Bronco',
      dealershipId: 3,
    };
    const refused = await inject({
      method: 'POST',
      url: '/api/leads',
      headers: withKey(reader),
      payload: lead,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This API key may only read');
    const written = await inject({
      method: 'POST',
      url: '/api/leads',
      headers: withKey(writer),
      payload: lead,
    });
    expect(written.statusCode).toBe(201);
    const elsewhere = await inject({
      method: 'POST',
      url: '/api/leads',
      headers: withKey(writer),
      payload: { ...lead, dealershipId: 1 },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('stops working once revoked, or once its owner is deactivated', async () => {
    const { key, apiKey } = (await createKey({ name: 'Short lived' })).json();
    expect(apiKey.dealershipIds).toBeNull();
    expect((await inject({ method: 'GET', url: '/api/leads', headers: withKey(key) })).statusCode).toBe(200);
    const revoked = await inject({
      method: 'DELETE',
      url: `/api/api-keys/${apiKey.id}`,
      headers: { cookie: admin },
    });
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await inject({ method: 'GET', url: '/api/leads', headers: withKey(key) });
    expect(after.statusCode).toBe(401);

    // A second admin's key dies with their account.
    const otherAdmin = await app.userCookie('admin', []);
    const theirs = (await createKey({ name: 'Leaver' }, otherAdmin)).json();
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: withKey(theirs.key) });
    expect(me.statusCode).toBe(200);
    const off = await inject({
      method: 'DELETE',
      url: `/api/users/${me.json().id}`,
      headers: { cookie: admin },
    });
    expect(off.statusCode).toBeLessThan(300);
    expect(
      (await inject({ method: 'GET', url: '/api/leads', headers: withKey(theirs.key) })).statusCode,
    ).toBe(401);
  });

  it('are managed by admins only, with clear answers to bad input', async () => {
    const manager = await app.userCookie('manager', [1]);
    expect((await createKey({ name: 'Mine' }, manager)).statusCode).toBe(403);
    expect(
      (await inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: manager } })).statusCode,
    ).toBe(403);
    const unnamed = await createKey({ name: ' ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors[0].path).toBe('name');
    const unknownStore = await createKey({ name: 'Nowhere', dealershipIds: [999] });
    expect(unknownStore.statusCode).toBe(400);
    expect(unknownStore.json().errors[0].path).toBe('dealershipIds');
    const made = await createKey({ name: 'Once' });
    // A key cannot make keys: it would outlive its revocation.
    const byKey = await inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: withKey(made.json().key),
      payload: { name: 'Child' },
    });
    expect(byKey.statusCode).toBe(403);
  });

  it('refuses a key that is not ours, or forged, with 401', async () => {
    const forged = await inject({ method: 'GET', url: '/api/leads', headers: withKey('lm_not-a-real-key') });
    expect(forged.statusCode).toBe(401);
    const foreign = await inject({ method: 'GET', url: '/api/leads', headers: withKey('some-other-token') });
    expect(foreign.statusCode).toBe(401);
  });
});
