import type { FeedRowError } from '@lead-manager/contracts/inventory';
import { isBlank, streamCsvRecords } from '../../lib/csv-stream';
import { badRequest } from '../../lib/http-errors';
import { resolveFeedColumns } from './feed-columns';
import { type FeedVehicle, readFeedRow } from './feed-rows';

/** Row errors a run keeps; a feed with more is broken as a whole and the first ones say why. */
const MAX_ERRORS = 100;
/** Vehicles one feed may list: far above any store's lot. */
const MAX_VEHICLES = 20_000;

export interface ReadFeed {
  vehicles: FeedVehicle[];
  errors: FeedRowError[];
}

/**
 * Every vehicle of a CSV (or TSV) feed and the lines that could not be read. A unit listed twice keeps its first
 * line. A feed whose header lacks the identifying columns, or with no vehicle at all, is refused: taking it would
 * mark the whole lot sold.
 */
export async function readFeed(text: string): Promise<ReadFeed> {
  const vehicles: FeedVehicle[] = [];
  const errors: FeedRowError[] = [];
  const lineOfUnit = new Map<string, number>();
  let columns: ReturnType<typeof resolveFeedColumns> | undefined;
  for await (const { row, cells } of streamCsvRecords(text)) {
    if (row === 1) {
      columns = resolveFeedColumns(cells);
      continue;
    }
    if (!columns || isBlank(cells)) continue;
    const read = readFeedRow(cells, columns);
    const earlier = 'error' in read ? undefined : lineOfUnit.get(read.unitKey);
    const error = 'error' in read ? read.error : earlier && `the same vehicle as line ${earlier}`;
    if (error) {
      if (errors.length < MAX_ERRORS) errors.push({ line: row, message: error });
      continue;
    }
    if (vehicles.length >= MAX_VEHICLES) throw refused(`The feed lists more than ${MAX_VEHICLES} vehicles`);
    lineOfUnit.set((read as FeedVehicle).unitKey, row);
    vehicles.push(read as FeedVehicle);
  }
  if (!columns) throw refused('The feed is empty');
  if (vehicles.length === 0) {
    const message = 'The feed has no vehicle that could be read';
    const lines = errors.map((e) => ({ path: `line ${e.line}`, message: e.message }));
    throw badRequest(message, [{ path: 'csv', message }, ...lines]);
  }
  return { vehicles, errors };
}

function refused(message: string) {
  return badRequest(message, [{ path: 'csv', message }]);
}
