import { beforeAll, describe, expect, it } from 'vitest';
import {
  createLead,
  createTwilioTestApp,
  eventually,
  setDealershipZone,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';

// The default set-up: one Twilio number for the whole group.
const { app, twilioDouble: twilio } = await createTwilioTestApp();
const FORD = 3;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(app.database.db, FORD, zoneWhereItIs(12));
});

const setLimit = (smsMessagesPerSecond: unknown) =>
  app.app.inject({
    method: 'PATCH',
    url: `/api/dealerships/${FORD}`,
    headers: { cookie: admin },
    payload: { smsMessagesPerSecond },
  });

describe("a store's SMS throughput limit", () => {
  it('is refused unless it is a positive number, naming the field', async () => {
    for (const bad of [0, -1, 'fast']) {
      const res = await setLimit(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('smsMessagesPerSecond');
    }
  });

  it('spreads a burst of first texts at that rate, in full, each text once', async () => {
    const saved = await setLimit(1);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().smsMessagesPerSecond).toBe(1);

    const phones = Array.from({ length: 5 }, (_, i) => `+1555010870${i}`);
    const burstAt = Date.now();
    await Promise.all(
      phones.map((phone, i) =>
        createLead(app, admin, { name: `Rate Lead ${i}`, phone, dealershipId: FORD, source: 'website' }),
      ),
    );
    const texts = () => twilio.messages.filter((m) => phones.includes(m.to));
    await eventually(() => expect(texts()).toHaveLength(5), 20_000);

    // Every lead got exactly its one first text.
    expect(new Set(texts().map((m) => m.to)).size).toBe(5);
    // One slot a second: the k-th text never leaves before k seconds after the burst.
    const times = texts()
      .map((m) => m.receivedAt)
      .sort((a, b) => a - b);
    times.forEach((at, k) => {
      expect(at - burstAt).toBeGreaterThanOrEqual(k * 1000);
    });
  });
});
