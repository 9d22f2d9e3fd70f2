import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { connectWs } from '../test/ws-client';

const app = await createTestApp({ workers: false });
const baseUrl = await app.app.listen({ port: 0, host: '127.0.0.1' });
const sockets: { close(): void }[] = [];
afterAll(() => {
  for (const s of sockets) s.close();
});

const newLead = (dealershipId: number, name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  phone: '(512) 555-0142',
  source: 'facebook',
  vehicleInterest: '2025 Chevrolet Equinox',
  dealershipId,
});

describe('WebSocket /ws', () => {
  it('refuses a connection without a session', async () => {
    await expect(connectWs(baseUrl)).rejects.toThrow(/401/);
  });

  it('pushes NEW_LEAD after POST /api/leads to users of that dealership only', async () => {
    const chevy = await connectWs(baseUrl, await app.userCookie('user', [1]));
    const hyundai = await connectWs(baseUrl, await app.userCookie('user', [2]));
    const admin = await connectWs(baseUrl, await app.adminCookie());
    sockets.push(chevy, hyundai, admin);

    const res = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie: await app.adminCookie() },
      payload: newLead(1, 'Realtime Rita'),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;

    const isIt = (e: RealtimeEvent) => e.type === 'NEW_LEAD' && e.data.id === id;
    expect(await chevy.waitFor(isIt)).toEqual({
      type: 'NEW_LEAD',
      data: { id, name: 'Realtime Rita', vehicleInterest: '2025 Chevrolet Equinox', dealershipId: 1 },
    });
    await admin.waitFor(isIt);
    // A barrier instead of a pause: a Hyundai lead made afterwards reaches the Hyundai socket, and frames arrive
    // in order, so the Chevrolet lead would have come first had it been sent there.
    const later = await app.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { cookie: await app.adminCookie() },
      payload: newLead(2, 'Realtime Hana'),
    });
    await hyundai.waitFor((e) => e.type === 'NEW_LEAD' && e.data.id === later.json().id);
    expect(hyundai.received.some(isIt)).toBe(false);
  });
});
