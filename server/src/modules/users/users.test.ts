import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const app = await createTestApp({ workers: false });
const inject = app.app.inject.bind(app.app);

describe('user settings', () => {
  it('returns defaults, saves changes, and loads them again', async () => {
    const cookie = await app.userCookie('user', [1]);
    const before = await inject({ method: 'GET', url: '/api/user/settings', headers: { cookie } });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      emailNotifications: true,
      smsNotifications: true,
      soundNotifications: false,
      timezone: 'America/New_York',
      language: 'en',
      theme: 'light',
    });
    const saved = await inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: { cookie },
      payload: {
        emailNotifications: false,
        soundNotifications: true,
        timezone: 'America/Los_Angeles',
        fullName: 'Sam Seller',
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await inject({ method: 'GET', url: '/api/user/settings', headers: { cookie } });
    expect(after.json()).toMatchObject({
      emailNotifications: false,
      smsNotifications: true,
      soundNotifications: true,
      timezone: 'America/Los_Angeles',
      fullName: 'Sam Seller',
    });
  });

  it("keeps each user's settings to themselves", async () => {
    const mine = await app.userCookie('user', [1]);
    const theirs = await app.userCookie('user', [2]);
    await inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: { cookie: mine },
      payload: { theme: 'dark' },
    });
    const other = await inject({ method: 'GET', url: '/api/user/settings', headers: { cookie: theirs } });
    expect(other.json().theme).toBe('light');
  });

  it('names the bad fields and saves nothing when any is wrong', async () => {
    const cookie = await app.userCookie('user', [1]);
    const res = await inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: { cookie },
      payload: { timezone: 'Mars/Olympus', emailNotifications: 'yes', fullName: 'Half Written' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['emailNotifications', 'timezone']);
    const after = await inject({ method: 'GET', url: '/api/user/settings', headers: { cookie } });
    expect(after.json().fullName).not.toBe('Half Written');
  });

  it('needs a session', async () => {
    expect((await inject({ method: 'GET', url: '/api/user/settings' })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/user/settings', payload: {} })).statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('changes the password when the current one is right', async () => {
    const cookie = await app.userCookie('manager', [3]);
    const me = (await inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();
    const wrong = await inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: 'not-it', newPassword: 'a-new-password-9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('currentPassword');
    const short = await inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: 'password-123', newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toBe('newPassword');
    const ok = await inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { currentPassword: 'password-123', newPassword: 'a-new-password-9' },
    });
    expect(ok.statusCode).toBe(204);
    await expect(app.login(me.email, 'password-123')).rejects.toThrow(/401/);
    await expect(app.login(me.email, 'a-new-password-9')).resolves.toMatch(/^lm_session=/);
  });
});

describe('dealerships', () => {
  it('lists every dealership for an admin, with the group prefix, and only their own for a user', async () => {
    const all = await inject({
      method: 'GET',
      url: '/api/dealerships',
      headers: { cookie: await app.adminCookie() },
    });
    expect(all.json().map((d: { id: number; brand: string }) => [d.id, d.brand])).toEqual([
      [1, 'chevrolet'],
      [2, 'hyundai'],
      [3, 'ford'],
    ]);
    expect(all.json()[0].name).toBe('Lakeside Auto Group Chevrolet');
    const own = await inject({
      method: 'GET',
      url: '/api/dealerships',
      headers: { cookie: await app.userCookie('user', [3]) },
    });
    expect(own.json().map((d: { id: number }) => d.id)).toEqual([3]);
    expect((await inject({ method: 'GET', url: '/api/dealerships' })).statusCode).toBe(401);
  });
});
