import type {
  FeedRun,
  InventoryFeed,
  InventoryList,
  InventoryQuery,
  Vehicle,
  VehicleCondition,
  VehicleStatus,
} from '@lead-manager/contracts/inventory';
import type { Db } from '../../db/client';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors';
import { assertPublicAddress, RefusedAddressError } from '../../lib/public-address';
import { ALL_DEALERSHIPS, narrowScope, type Scope, scopeFor } from '../../lib/scope';
import type { ServiceDeps } from '../../service-deps';
import type { AuthUser } from '../auth/auth.service';
import type { DealershipsService } from '../dealerships/dealerships.service';
import { FeedFetchError, fetchFeedText } from './feed-fetch';
import { readFeed } from './feed-reading';
import { fetchInventoryFeedJob } from './inventory.jobs';
import {
  findDueFeeds,
  getFeed,
  listVehicles,
  replaceStock,
  saveFeedRun,
  saveFeedUrl,
  type VehicleRow,
} from './inventory.repo';

const DEFAULT_PAGE_SIZE = 50;

const toVehicleDto = (row: VehicleRow): Vehicle => ({
  id: row.id,
  vin: row.vin,
  stockNumber: row.stockNumber,
  condition: row.condition as VehicleCondition | null,
  year: row.year,
  make: row.make,
  model: row.model,
  trim: row.trim,
  exteriorColor: row.exteriorColor,
  interiorColor: row.interiorColor,
  mileage: row.mileage,
  price: row.price,
  msrp: row.msrp,
  features: row.features,
  url: row.url,
  photoUrl: row.photoUrl,
  status: row.status as VehicleStatus,
  lastSeenAt: row.lastSeenAt.toISOString(),
  soldAt: row.soldAt?.toISOString() ?? null,
});

export function createInventoryService(
  deps: Pick<ServiceDeps, 'db' | 'jobs' | 'logger' | 'config'>,
  { dealerships }: { dealerships: Pick<DealershipsService, 'get'> },
) {
  const { db, jobs, logger, config } = deps;

  /** The store in the caller's scope (404 otherwise), and the scope narrowed to it. */
  async function storeScope(scope: Scope, dealershipId: number) {
    const narrowed = narrowScope(scope, dealershipId);
    await dealerships.get(narrowed, dealershipId);
    return narrowed;
  }

  /** Reads a feed and makes it the stock; the run, failed or not, is what the Vehicles screen shows last. */
  async function runFeed(scope: Scope, dealershipId: number, text: string, source: FeedRun['source']) {
    const at = new Date();
    try {
      const { vehicles, errors } = await readFeed(text);
      const counts = await db.transaction((tx) =>
        replaceStock(tx as unknown as Db, scope, dealershipId, vehicles, at),
      );
      const run: FeedRun = { at: at.toISOString(), source, ...counts, errors, failure: null };
      await saveFeedRun(db, scope, dealershipId, run);
      return run;
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500)
        await recordFailure(scope, dealershipId, source, at, err);
      throw err;
    }
  }

  async function recordFailure(
    scope: Scope,
    dealershipId: number,
    source: FeedRun['source'],
    at: Date,
    err: Error,
  ) {
    const errors = err instanceof HttpError ? (err.errors ?? []) : [];
    const lines = errors.flatMap((e) => {
      const line = /^line (\d+)$/.exec(e.path)?.[1];
      return line ? [{ line: Number(line), message: e.message }] : [];
    });
    const run: FeedRun = {
      at: at.toISOString(),
      source,
      inStock: 0,
      sold: 0,
      returned: 0,
      errors: lines,
      failure: err.message,
    };
    await saveFeedRun(db, scope, dealershipId, run);
  }

  const feedOf = async (scope: Scope, dealershipId: number): Promise<InventoryFeed> => {
    const row = await getFeed(db, scope, dealershipId);
    return { url: row?.url ?? null, lastRun: row?.lastRun ?? null };
  };

  return {
    /** An uploaded feed becomes the store's stock at once. Managers and admins of the store. */
    async uploadFeed(user: AuthUser, dealershipId: number, text: string): Promise<FeedRun> {
      const scope = await storeScope(scopeFor(user), dealershipId);
      if (user.role === 'user') throw forbidden('Only managers and admins can upload the inventory feed');
      return runFeed(scope, dealershipId, text, 'upload');
    },

    async list(scope: Scope, dealershipId: number, query: InventoryQuery): Promise<InventoryList> {
      const narrowed = await storeScope(scope, dealershipId);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const [{ items, total }, feed] = await Promise.all([
        listVehicles(db, narrowed, dealershipId, { ...query, page, pageSize }),
        feedOf(narrowed, dealershipId),
      ]);
      return { items: items.map(toVehicleDto), total, page, pageSize, feed };
    },

    /**
     * Sets (or clears, with null) the URL fetched on a schedule, and queues its first fetch. Admins only: the
     * server fetches it, so an internal address is refused unless INVENTORY_FEED_ALLOW_INTERNAL says otherwise.
     */
    async setFeedUrl(user: AuthUser, dealershipId: number, url: string | null): Promise<InventoryFeed> {
      const scope = await storeScope(scopeFor(user), dealershipId);
      if (user.role !== 'admin') throw forbidden('Only admins can set the inventory feed address');
      if (url && !config.INVENTORY_FEED_ALLOW_INTERNAL)
        await assertPublicAddress(url).catch((err: Error) => {
          throw badRequest(`url: ${err.message}`, [{ path: 'url', message: err.message }]);
        });
      await saveFeedUrl(db, scope, dealershipId, url);
      if (url)
        await jobs.send(fetchInventoryFeedJob, { dealershipId }, { singletonKey: `feed-${dealershipId}` });
      return feedOf(scope, dealershipId);
    },

    /** The fetch job: the store's feed URL read and taken; whatever goes wrong is the run's recorded failure. */
    async fetchFeed(dealershipId: number): Promise<void> {
      const url = (await getFeed(db, ALL_DEALERSHIPS, dealershipId))?.url;
      if (!url) return;
      const at = new Date();
      try {
        const text = await fetchFeedText(url, config.INVENTORY_FEED_ALLOW_INTERNAL);
        await runFeed(ALL_DEALERSHIPS, dealershipId, text, 'url');
      } catch (err) {
        if (err instanceof HttpError) return;
        logger.warn({ err, dealershipId }, 'inventory feed fetch failed');
        const message =
          err instanceof FeedFetchError || err instanceof RefusedAddressError
            ? err.message
            : `the feed address could not be read (${(err as Error).message})`;
        await recordFailure(ALL_DEALERSHIPS, dealershipId, 'url', at, new Error(message));
      }
    },

    /** The sweep job: queues the fetch of every feed last read longer ago than INVENTORY_FEED_EVERY_MINUTES. */
    async queueDueFeeds(): Promise<void> {
      const before = new Date(Date.now() - config.INVENTORY_FEED_EVERY_MINUTES * 60_000);
      for (const dealershipId of await findDueFeeds(db, ALL_DEALERSHIPS, before))
        await jobs.send(fetchInventoryFeedJob, { dealershipId }, { singletonKey: `feed-${dealershipId}` });
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
