export interface MicroBatcherOptions<I> {
  /** Most items one run takes. */
  maxBatch: number;
  /** Runs under way at once. */
  concurrency?: number;
  /**
   * A run still under way after this long (waiting on a lock, say) stops counting against `concurrency`, so the
   * items behind it start a run of their own; at most `maxRuns` runs are under way all the same.
   */
  stalledAfterMs?: number;
  maxRuns?: number;
  /** Items sharing a key never go in one run: the later one waits for the next run. */
  keysOf?: (item: I) => string[];
}

interface Pending<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (err: unknown) => void;
}

/**
 * Groups work that arrives together into one run (one transaction, one statement per step), so the cost of a
 * run spreads over its items. Nothing waits for a timer: an item that finds a free run slot starts at once;
 * items arriving while every slot is busy go together in the next run. Alone, an item costs what it did; in a
 * burst, runs grow. `run` answers each item at its index: a result, or an Error for that item only.
 */
export function createMicroBatcher<I, O>(
  run: (items: I[]) => Promise<(O | Error)[]>,
  options: MicroBatcherOptions<I>,
) {
  const queue: Pending<I, O>[] = [];
  const concurrency = options.concurrency ?? 1;
  const maxRuns = Math.max(concurrency, options.maxRuns ?? concurrency);
  /** Runs that count against `concurrency`; `underWay` also counts the stalled ones. */
  let running = 0;
  let underWay = 0;

  function takeBatch(): Pending<I, O>[] {
    const batch: Pending<I, O>[] = [];
    const taken = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < options.maxBatch; ) {
      const pending = queue[i] as Pending<I, O>;
      const keys = options.keysOf?.(pending.item) ?? [];
      if (keys.some((key) => taken.has(key))) {
        i += 1;
        continue;
      }
      for (const key of keys) taken.add(key);
      batch.push(pending);
      queue.splice(i, 1);
    }
    return batch;
  }

  async function runBatch(batch: Pending<I, O>[]) {
    try {
      const results = await run(batch.map((p) => p.item));
      batch.forEach((pending, i) => {
        const result = results[i];
        if (result instanceof Error) pending.reject(result);
        else pending.resolve(result as O);
      });
    } catch (err) {
      for (const pending of batch) pending.reject(err);
    }
  }

  function pump() {
    while (running < concurrency && underWay < maxRuns && queue.length > 0) {
      const batch = takeBatch();
      let counted = true;
      running += 1;
      underWay += 1;
      const stalled =
        options.stalledAfterMs === undefined
          ? undefined
          : setTimeout(() => {
              counted = false;
              running -= 1;
              pump();
            }, options.stalledAfterMs);
      void runBatch(batch).finally(() => {
        clearTimeout(stalled);
        if (counted) running -= 1;
        underWay -= 1;
        pump();
      });
    }
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      });
    },
  };
}
