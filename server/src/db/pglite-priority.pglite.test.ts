import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../lib/request-context';
import { withRequestPriority } from './pglite-priority';

/**
 * The embedded database's gate: a web request that arrives while background work keeps the database busy is served
 * before that work ends. PGlite answers without touching the event loop, so background statements chained one
 * after another would otherwise never let the server read the request (the capture form waited seconds in a burst).
 */
describe('the embedded database serves requests before background work', () => {
  let pglite: PGlite;
  let gated: PGlite;

  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
    gated = withRequestPriority(pglite);
  });
  afterAll(() => pglite.close());

  it('answers a request that arrives as an I/O event while a job chains statements', async () => {
    const order: string[] = [];
    let backgroundDone = false;
    // A job: many statements one after another, as a burst of greetings makes them.
    const job = requestContext.run({ requestId: 'job-1', job: 'lead.first-contact' }, async () => {
      for (let i = 0; i < 200; i += 1) await gated.query('SELECT $1::int AS n', [i]);
      backgroundDone = true;
      order.push('job done');
    });
    // A request: it reaches the server as an event of the loop (here a macrotask), not inside the job's chain.
    const request = new Promise<void>((resolve, reject) =>
      setImmediate(() =>
        requestContext.run({ requestId: 'req-1' }, () =>
          gated.query('SELECT 1').then(() => {
            order.push(backgroundDone ? 'request after the job' : 'request');
            resolve();
          }, reject),
        ),
      ),
    );
    await Promise.all([job, request]);
    expect(order).toEqual(['request', 'job done']);
  });
});
