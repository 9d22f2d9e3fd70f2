import type { RealtimeEvent } from '@lead-manager/contracts/events';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { startRuntime } from '../runtime';
import { createTestApp, testConfig } from '../test/test-app';
import { connectWs } from '../test/ws-client';

// Instance A is the usual test app; instance B is a second app on the same PostgreSQL database.
const a = await createTestApp({ workers: false });
if (a.database.driver !== 'pg') throw new Error('this test needs PostgreSQL');
const b = await startRuntime(testConfig(), pino({ level: 'silent' }), {
  database: await openPostgres(a.database.connectionString, 4),
  workers: false,
});
const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => b.close());

describe('two app instances on one PostgreSQL', () => {
  it('an event raised on one instance reaches a WebSocket client of the other, for its dealership only', async () => {
    const chevyOnB = await connectWs(urlB, await a.userCookie('user', [1]));
    const fordOnB = await connectWs(urlB, await a.userCookie('user', [3]));
    try {
      const addLead = async (name: string, dealershipId: number, phone: string) => {
        const res = await a.app.inject({
          method: 'POST',
          url: '/api/leads',
          headers: { cookie: await a.adminCookie() },
          payload: {
            name,
            email: `${phone.slice(-4)}@cross.example`,
            phone,
            source: 'instagram',
            vehicleInterest: '2025 Chevrolet Trax',
            dealershipId,
          },
        });
        expect(res.statusCode).toBe(201);
        const id = res.json().id as number;
        return (e: RealtimeEvent) => e.type === 'NEW_LEAD' && e.data.id === id;
      };
      const isIt = await addLead('Cross Instance Carla', 1, '+1 512 555 0177');
      const frame = await chevyOnB.waitFor(isIt);
      expect(frame.data).toMatchObject({ name: 'Cross Instance Carla', dealershipId: 1 });
      // One more lead for each store: the events reach B in order, so once each client has its marker, any
      // stray or repeated copy of Carla's event would already be there.
      const chevyMarker = await addLead('Chevy Marker', 1, '+1 512 555 0178');
      const fordMarker = await addLead('Ford Marker', 3, '+1 512 555 0179');
      await chevyOnB.waitFor(chevyMarker);
      await fordOnB.waitFor(fordMarker);
      expect(fordOnB.received.some(isIt)).toBe(false);
      // Delivered once, not once per instance.
      expect(chevyOnB.received.filter(isIt)).toHaveLength(1);
    } finally {
      chevyOnB.close();
      fordOnB.close();
    }
  });
});
