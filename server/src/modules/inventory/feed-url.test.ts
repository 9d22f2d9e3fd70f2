import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InventoryList } from '@lead-manager/contracts/inventory';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../../assistant/flow-test-kit';
import { createTestApp } from '../../test/test-app';

// A store's feed URL, fetched by the server: an internal address is refused unless the setting allows it.
const feedServer = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/csv' });
  response.end(
    'vehicle_id,make,model,year,exterior_color,state_of_vehicle\nU-1,Ford,Bronco,2025,Cactus Gray,new\n',
  );
});
await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.csv`;
afterAll(() => new Promise((resolve) => feedServer.close(resolve)));

const FORD = 3;
const setFeed = (app: Awaited<ReturnType<typeof createTestApp>>, cookie: string, url: string | null) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/dealerships/${FORD}/inventory/feed`,
    headers: { cookie },
    payload: { url },
  });

describe('the feed URL', () => {
  it('is refused with a 400 naming url when it is a loopback or private address, by default', async () => {
    const app = await createTestApp({ workers: false });
    const admin = await app.adminCookie();
    for (const url of [
      feedUrl,
      'http://localhost:9/feed.csv',
      'http://169.254.169.254/latest/',
      'http://10.0.0.8/f.csv',
      'http://[::1]/f.csv',
    ]) {
      const res = await setFeed(app, admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].path).toBe('url');
    }
    const manager = await app.userCookie('manager', [FORD]);
    expect((await setFeed(app, manager, 'https://feeds.example/ford.csv')).statusCode).toBe(403);
  });

  it('is fetched by a job once set when the setting allows internal addresses, and its run is shown', async () => {
    const app = await createTestApp({ env: { INVENTORY_FEED_ALLOW_INTERNAL: 'true' } });
    const admin = await app.adminCookie();
    const res = await setFeed(app, admin, feedUrl);
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => {
      const list = await app.app.inject({
        method: 'GET',
        url: `/api/dealerships/${FORD}/inventory`,
        headers: { cookie: admin },
      });
      const body = list.json() as InventoryList;
      expect(body.feed).toMatchObject({
        url: feedUrl,
        lastRun: { source: 'url', inStock: 1, failure: null },
      });
      expect(body.items.map((v) => v.model)).toEqual(['Bronco']);
    });
  });
});
