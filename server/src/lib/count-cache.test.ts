import type { RealtimeEvent } from '@lead-manager/contracts/events';
import { describe, expect, it } from 'vitest';
import { createInProcessEventBus } from '../events/event-bus';
import { createCountCache } from './count-cache';

const leadEvent: RealtimeEvent = { type: 'LEAD_UPDATED', data: { id: 1, dealershipId: 1 } };
const otherEvent: RealtimeEvent = {
  type: 'APPOINTMENT_UPDATED',
  data: { id: 1, leadId: 1, dealershipId: 1, status: 'confirmed' },
} as RealtimeEvent;

function setUp() {
  const events = createInProcessEventBus();
  const cache = createCountCache<number>(events, { invalidatedBy: (e) => e.type === 'LEAD_UPDATED' });
  let counted = 0;
  let total = 10;
  const count = async () => {
    counted += 1;
    return total;
  };
  return {
    events,
    get: () => cache.get('key', count),
    cache,
    setTotal: (n: number) => {
      total = n;
    },
    counted: () => counted,
  };
}

describe('count cache', () => {
  it('counts once, then answers from the cache until a relevant event', async () => {
    const t = setUp();
    expect(await t.get()).toBe(10);
    expect(await t.get()).toBe(10);
    expect(t.counted()).toBe(1);
    t.setTotal(11);
    await t.events.publish(otherEvent);
    expect(await t.get()).toBe(10);
    await t.events.publish(leadEvent);
    expect(await t.get()).toBe(11);
    expect(t.counted()).toBe(2);
  });

  it('does not keep a count that was running when a relevant event arrived', async () => {
    const t = setUp();
    let finish: (n: number) => void = () => {};
    const slow = t.cache.get('key', () => new Promise<number>((resolve) => (finish = resolve)));
    await t.events.publish(leadEvent); // the write committed while the count was under way
    finish(10); // the count saw the rows from before the write
    expect(await slow).toBe(10);
    t.setTotal(11);
    expect(await t.get()).toBe(11);
  });

  it('lets concurrent misses share one count', async () => {
    const t = setUp();
    const answers = await Promise.all([t.get(), t.get(), t.get()]);
    expect(answers).toEqual([10, 10, 10]);
    expect(t.counted()).toBe(1);
  });
});
