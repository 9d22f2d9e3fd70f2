import { describe, expect, it } from 'vitest';
import { ALL_DEALERSHIPS } from '../../lib/scope';
import { ADMIN, createTestApp } from '../../test/test-app';

const app = await createTestApp({ workers: false });
const inject = app.app.inject.bind(app.app);

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let counter = 0;
const person = (role: string, dealershipIds: number[], extra: object = {}) => {
  counter += 1;
  return {
    name: `Person ${counter}`,
    email: `person${counter}@team.example`,
    role,
    dealershipIds,
    password: 'initial-pass-1',
    ...extra,
  };
};

async function meOf(cookie: string) {
  return (await call('GET', '/api/auth/me', cookie)).json() as { id: number; role: string };
}

describe('team: creating users', () => {
  it('lets an admin add a salesperson who then signs in and sees only their dealership', async () => {
    const admin = await app.adminCookie();
    const created = await call('POST', '/api/users', admin, person('user', [2], { name: 'Sally Seller' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Sally Seller',
      role: 'user',
      dealershipIds: [2],
      active: true,
    });
    expect(created.json().invitation).toBeUndefined();

    const cookie = await app.login(created.json().email, 'initial-pass-1');
    // The shell names the person who signed in.
    expect(await meOf(cookie)).toMatchObject({ name: 'Sally Seller', role: 'user' });
    const leads = (await call('GET', '/api/leads', cookie)).json() as { dealershipId: number }[];
    const conversations = (await call('GET', '/api/conversations', cookie)).json() as {
      lead: { dealershipId: number };
    }[];
    const appointments = (await call('GET', '/api/appointments', cookie)).json() as {
      dealershipId: number;
    }[];
    // The seed has data in every store, so "only dealership 2" is a real narrowing.
    const everyLead = (await call('GET', '/api/leads', admin)).json() as { dealershipId: number }[];
    expect(new Set(everyLead.map((l) => l.dealershipId)).size).toBeGreaterThan(1);
    expect(leads.length).toBeGreaterThan(0);
    expect(new Set(leads.map((l) => l.dealershipId))).toEqual(new Set([2]));
    expect(new Set(conversations.map((c) => c.lead.dealershipId))).toEqual(new Set([2]));
    expect(new Set(appointments.map((a) => a.dealershipId))).toEqual(new Set([2]));
    expect((await call('GET', '/api/leads?dealershipId=1', cookie)).statusCode).toBe(404);
  });

  it('without SMTP, hands the invitation link to the admin; the link sets the password', async () => {
    const admin = await app.adminCookie();
    const res = await call('POST', '/api/users', admin, person('user', [1], { password: undefined }));
    expect(res.statusCode).toBe(201);
    const { invitation, email } = res.json();
    expect(invitation.delivery).toBe('not_sent');
    const token = new URL(invitation.link).searchParams.get('token');
    const set = await inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'chosen-pass-1' },
    });
    expect(set.statusCode).toBe(204);
    await expect(app.login(email, 'chosen-pass-1')).resolves.toMatch(/^lm_session=/);
  });

  it('refuses a user (403) on every team route', async () => {
    const cookie = await app.userCookie('user', [1]);
    expect((await call('POST', '/api/users', cookie, person('user', [1]))).statusCode).toBe(403);
    expect((await call('GET', '/api/users', cookie)).statusCode).toBe(403);
    const admin = await meOf(await app.adminCookie());
    expect((await call('PATCH', `/api/users/${admin.id}`, cookie, { name: 'x' })).statusCode).toBe(403);
  });

  it('names bad fields and writes nothing', async () => {
    const admin = await app.adminCookie();
    const before = (await call('GET', '/api/users', admin)).json().length;
    const res = await call('POST', '/api/users', admin, {
      name: '',
      email: 'not-an-email',
      role: 'owner',
      dealershipIds: [1],
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'name', 'password', 'role']);
    const noStore = await call('POST', '/api/users', admin, person('user', []));
    expect(noStore.statusCode).toBe(400);
    expect(noStore.json().errors[0].path).toBe('dealershipIds');
    const unknownStore = await call('POST', '/api/users', admin, person('user', [99]));
    expect(unknownStore.statusCode).toBe(400);
    const taken = await call('POST', '/api/users', admin, person('user', [1], { email: ADMIN.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].path).toBe('email');
    expect((await call('GET', '/api/users', admin)).json().length).toBe(before);
  });
});

describe('team: managers', () => {
  it('may add users to their own store but not create an admin nor touch another store', async () => {
    const manager = await app.userCookie('manager', [1]);
    const own = await call('POST', '/api/users', manager, person('user', [1]));
    expect(own.statusCode).toBe(201);
    expect((await call('POST', '/api/users', manager, person('admin', [1]))).statusCode).toBe(403);
    expect((await call('POST', '/api/users', manager, person('user', [1, 3]))).statusCode).toBe(403);

    const admin = await app.adminCookie();
    const other = (await call('POST', '/api/users', admin, person('user', [3]))).json();
    expect((await call('PATCH', `/api/users/${other.id}`, manager, { name: 'Renamed' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/users/${other.id}`, manager)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/users/${own.json().id}`, manager, { role: 'admin' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', `/api/users/${own.json().id}`, manager, { dealershipIds: [1, 3] })).statusCode,
    ).toBe(403);

    const listed = (await call('GET', '/api/users', manager)).json() as { id: number }[];
    expect(listed.map((u) => u.id)).toContain(own.json().id);
    expect(listed.map((u) => u.id)).not.toContain(other.id);
  });

  it('cannot raise their own role', async () => {
    const manager = await app.userCookie('manager', [2]);
    const me = await meOf(manager);
    const res = await call('PATCH', `/api/users/${me.id}`, manager, { role: 'admin' });
    expect(res.statusCode).toBe(403);
    const user = await app.userCookie('user', [2]);
    const userMe = await meOf(user);
    expect((await call('PATCH', `/api/users/${userMe.id}`, user, { role: 'manager' })).statusCode).toBe(403);
  });
});

describe('team: a role manages only the roles below it', () => {
  it('a manager cannot send a link to, edit, demote or deactivate a fellow manager or an admin (403)', async () => {
    const admin = await app.adminCookie();
    const manager = await app.userCookie('manager', [1]);
    const fellow = (await call('POST', '/api/users', admin, person('manager', [1]))).json();
    const theAdmin = await meOf(admin);
    for (const target of [fellow.id, theAdmin.id]) {
      const attempts = [
        await call('POST', `/api/users/${target}/reset-password`, manager),
        await call('PATCH', `/api/users/${target}`, manager, { name: 'Taken Over' }),
        await call('PATCH', `/api/users/${target}`, manager, { role: 'user' }),
        await call('DELETE', `/api/users/${target}`, manager),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
      expect(attempts[0]?.json().link).toBeUndefined();
    }
    expect(
      (await call('GET', `/api/audit?entityType=user&entityId=${fellow.id}`, admin)).json().items,
    ).toHaveLength(1);
    // Nor make one, nor raise a salesperson to their own rank.
    expect((await call('POST', '/api/users', manager, person('manager', [1]))).statusCode).toBe(403);
    const seller = (await call('POST', '/api/users', manager, person('user', [1]))).json();
    expect((await call('PATCH', `/api/users/${seller.id}`, manager, { role: 'manager' })).statusCode).toBe(
      403,
    );
    // A salesperson of their store they do manage: the link (no SMTP here) is theirs to hand over.
    const link = await call('POST', `/api/users/${seller.id}/reset-password`, manager);
    expect(link.statusCode).toBe(200);
    expect(link.json().link).toMatch(/\/set-password\?token=/);
  });

  it('only an admin re-activates someone who was deactivated', async () => {
    const admin = await app.adminCookie();
    const manager = await app.userCookie('manager', [2]);
    const seller = (await call('POST', '/api/users', admin, person('user', [2]))).json();
    const fellow = (await call('POST', '/api/users', admin, person('manager', [2]))).json();
    for (const target of [seller.id, fellow.id]) {
      expect((await call('DELETE', `/api/users/${target}`, admin)).statusCode).toBe(200);
      const byManager = await call('PATCH', `/api/users/${target}`, manager, { active: true });
      expect(byManager.statusCode).toBe(403);
      const listed = (await call('GET', '/api/users', admin)).json() as { id: number; active: boolean }[];
      expect(listed.find((u) => u.id === target)?.active).toBe(false);
      expect((await call('PATCH', `/api/users/${target}`, admin, { active: true })).json().active).toBe(true);
    }
    // The manager still deactivates a salesperson of their store.
    expect((await call('DELETE', `/api/users/${seller.id}`, manager)).statusCode).toBe(200);
  });
});

describe('team: audit and deactivation', () => {
  it('records creation, role change and deactivation in the audit log', async () => {
    const admin = await app.adminCookie();
    const created = (await call('POST', '/api/users', admin, person('user', [1]))).json();
    await call('PATCH', `/api/users/${created.id}`, admin, { role: 'manager' });
    await call('DELETE', `/api/users/${created.id}`, admin);
    const page = (await call('GET', `/api/audit?entityType=user&entityId=${created.id}`, admin)).json();
    expect(page.items.map((e: { action: string }) => e.action)).toEqual([
      'user.deactivated',
      'user.role_changed',
      'user.created',
    ]);
    expect(page.items[1].details.changes.role).toEqual({ from: 'user', to: 'manager' });
    expect(page.items[0].actorEmail).toBe(ADMIN.email);
  });

  it('refuses a deactivated user at sign-in and ends their session at once', async () => {
    const admin = await app.adminCookie();
    const created = (await call('POST', '/api/users', admin, person('user', [1]))).json();
    const cookie = await app.login(created.email, 'initial-pass-1');
    const res = await call('DELETE', `/api/users/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false });
    expect((await call('GET', '/api/leads', cookie)).statusCode).toBe(401);
    await expect(app.login(created.email, 'initial-pass-1')).rejects.toThrow(/401/);
    // Reactivated, the same password works again.
    expect((await call('PATCH', `/api/users/${created.id}`, admin, { active: true })).json().active).toBe(
      true,
    );
    await expect(app.login(created.email, 'initial-pass-1')).resolves.toMatch(/^lm_session=/);
  });

  it('leaves deactivated people out of a store’s members (assignment, notifications)', async () => {
    const admin = await app.adminCookie();
    const a = (await call('POST', '/api/users', admin, person('user', [3]))).json();
    const b = (await call('POST', '/api/users', admin, person('manager', [3]))).json();
    await call('DELETE', `/api/users/${b.id}`, admin);
    const people = await app.app.services.team.members(ALL_DEALERSHIPS, 3);
    expect(people.find((p) => p.id === a.id)).toEqual({
      id: a.id,
      name: a.name,
      role: 'user',
      available: false,
    });
    expect(people.some((p) => p.id === b.id)).toBe(false);
    expect(await app.app.services.team.managerIds(ALL_DEALERSHIPS, 3)).not.toContain(b.id);
    // Asked with another store's scope (house rule 8), the store has nobody.
    expect(await app.app.services.team.members({ all: false, dealershipIds: [2] }, 3)).toEqual([]);
  });
});

describe('team: the last admin', () => {
  it('cannot be demoted or deactivated (409), until another admin exists', async () => {
    const admin = await app.adminCookie();
    const me = await meOf(admin);
    const others = ((await call('GET', '/api/users', admin)).json() as { id: number; role: string }[]).filter(
      (u) => u.role === 'admin' && u.id !== me.id,
    );
    for (const other of others) await call('DELETE', `/api/users/${other.id}`, admin);

    const demote = await call('PATCH', `/api/users/${me.id}`, admin, { role: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect((await call('DELETE', `/api/users/${me.id}`, admin)).statusCode).toBe(409);
    expect((await meOf(admin)).role).toBe('admin');

    const second = await call('POST', '/api/users', admin, person('admin', []));
    expect(second.statusCode).toBe(201);
    const secondCookie = await app.login(second.json().email, 'initial-pass-1');
    expect(
      (await call('PATCH', `/api/users/${me.id}`, secondCookie, { role: 'manager', dealershipIds: [1] }))
        .statusCode,
    ).toBe(200);
    // The demoted admin's session was opened with the old role: it is ended.
    expect((await call('GET', '/api/auth/me', admin)).statusCode).toBe(401);
    const restore = await call('PATCH', `/api/users/${me.id}`, secondCookie, { role: 'admin' });
    expect(restore.statusCode).toBe(200);
  });
});
