import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../modules/auth/auth.tables';
import { createTestApp } from '../test/test-app';
import { connectWs } from '../test/ws-client';
import { SESSION_ENDED_CLOSE_CODE } from './realtime.routes';

const app = await createTestApp({ workers: false, env: { SESSION_CHECK_MS: '100' } });
const baseUrl = await app.app.listen({ port: 0, host: '127.0.0.1' });
const inject = app.app.inject.bind(app.app);

const me = (cookie: string) => inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

async function newPerson(dealershipId: number) {
  const email = `ws-${Math.random().toString(36).slice(2)}@team.example`;
  const res = await inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: await app.adminCookie() },
    payload: {
      name: 'Socket Sam',
      email,
      role: 'user',
      dealershipIds: [dealershipId],
      password: 'socket-pass-1',
    },
  });
  return { id: res.json().id as number, email };
}

describe('sessions end for real', () => {
  it('closes the socket of a session that signs out', async () => {
    const { email } = await newPerson(1);
    const cookie = await app.login(email, 'socket-pass-1');
    const socket = await connectWs(baseUrl, cookie);
    const res = await inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a deactivated user’s sessions and sockets at once', async () => {
    const { id, email } = await newPerson(2);
    const cookie = await app.login(email, 'socket-pass-1');
    const socket = await connectWs(baseUrl, cookie);
    const res = await inject({
      method: 'DELETE',
      url: `/api/users/${id}`,
      headers: { cookie: await app.adminCookie() },
    });
    expect(res.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends every other session on a password change, keeping the one that changed it', async () => {
    const { email } = await newPerson(3);
    const laptop = await app.login(email, 'socket-pass-1');
    const phone = await app.login(email, 'socket-pass-1');
    const phoneSocket = await connectWs(baseUrl, phone);
    const laptopSocket = await connectWs(baseUrl, laptop);
    const res = await inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie: laptop },
      payload: { currentPassword: 'socket-pass-1', newPassword: 'socket-pass-2' },
    });
    expect(res.statusCode).toBe(204);
    expect((await phoneSocket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    // The laptop's socket is still there: it receives the next event of its store.
    await app.events.publish({ type: 'LEAD_UPDATED', data: { id: 1, dealershipId: 3 } });
    await laptopSocket.waitFor((e) => e.type === 'LEAD_UPDATED' && e.data.dealershipId === 3);
    laptopSocket.close();
  });

  it('closes the socket of a session that expires, and the purge removes expired sessions', async () => {
    const { id, email } = await newPerson(1);
    const cookie = await app.login(email, 'socket-pass-1');
    const socket = await connectWs(baseUrl, cookie);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, id));
    expect((await socket.closed).code).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(await app.app.services.auth.purgeExpiredSessions()).toBeGreaterThanOrEqual(1);
    expect(await app.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });

  it('refuses /ws from a foreign Origin, and accepts the app’s own', async () => {
    const cookie = await app.adminCookie();
    await expect(connectWs(baseUrl, cookie, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const own = await connectWs(baseUrl, cookie, { origin: baseUrl });
    own.close();
    // A non-browser client sends no Origin: it still needs a session.
    await expect(connectWs(baseUrl)).rejects.toThrow(/401/);
  });
});
