import { describe, expect, it } from 'vitest';
import { createMicroBatcher } from './micro-batcher';

/** A run that records its batches and finishes when the test says so. */
function recorder() {
  const runs: string[][] = [];
  const release: (() => void)[] = [];
  const run = async (items: string[]) => {
    runs.push(items);
    await new Promise<void>((resolve) => release.push(resolve));
    return items.map((item) => (item.startsWith('bad') ? new Error(`refused ${item}`) : item.toUpperCase()));
  };
  const finishNext = async () => {
    while (release.length === 0) await new Promise((r) => setTimeout(r, 1));
    release.shift()?.();
    await new Promise((r) => setTimeout(r, 1));
  };
  return { runs, run, finishNext };
}

describe('micro-batcher', () => {
  it('runs an item alone at once, and what arrives meanwhile together in the next run', async () => {
    const { runs, run, finishNext } = recorder();
    const batcher = createMicroBatcher(run, { maxBatch: 10 });
    const first = batcher.submit('a');
    expect(runs).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((item) => batcher.submit(item));
    await finishNext();
    expect(await first).toBe('A');
    expect(runs).toEqual([['a'], ['b', 'c', 'd']]);
    await finishNext();
    expect(await Promise.all(later)).toEqual(['B', 'C', 'D']);
  });

  it('answers each item on its own: a refused one rejects, the others of its run resolve', async () => {
    const { run, finishNext } = recorder();
    const batcher = createMicroBatcher(run, { maxBatch: 10 });
    const blocker = batcher.submit('x');
    const rest = Promise.allSettled([batcher.submit('good'), batcher.submit('bad-one')]);
    await finishNext();
    await finishNext();
    await expect(blocker).resolves.toBe('X');
    const [good, bad] = await rest;
    expect(good).toEqual({ status: 'fulfilled', value: 'GOOD' });
    expect(bad).toMatchObject({ status: 'rejected', reason: new Error('refused bad-one') });
  });

  it('never puts two items sharing a key in one run, and keeps runs within maxBatch', async () => {
    const { runs, run, finishNext } = recorder();
    const batcher = createMicroBatcher(run, {
      maxBatch: 2,
      keysOf: (item: string) => [item.split(':')[0] ?? ''],
    });
    const all = ['first:0', 'p:1', 'p:2', 'q:3', 'r:4'].map((item) => batcher.submit(item));
    for (let i = 0; i < 3; i += 1) await finishNext();
    await Promise.all(all);
    expect(runs).toEqual([['first:0'], ['p:1', 'q:3'], ['p:2', 'r:4']]);
  });

  it('lets the items behind a stalled run start their own, up to maxRuns', async () => {
    const { runs, run, finishNext } = recorder();
    const batcher = createMicroBatcher(run, { maxBatch: 10, stalledAfterMs: 20, maxRuns: 2 });
    const stuck = batcher.submit('stuck');
    const behind = [batcher.submit('b1'), batcher.submit('b2')];
    await new Promise((r) => setTimeout(r, 5));
    expect(runs).toEqual([['stuck']]); // not stalled yet: one run at a time
    await new Promise((r) => setTimeout(r, 40));
    expect(runs).toEqual([['stuck'], ['b1', 'b2']]);
    const third = batcher.submit('c');
    await new Promise((r) => setTimeout(r, 40));
    expect(runs).toHaveLength(2); // both runs stalled, but maxRuns is 2
    await finishNext();
    expect(await stuck).toBe('STUCK');
    await finishNext();
    expect(await Promise.all(behind)).toEqual(['B1', 'B2']);
    expect(runs).toEqual([['stuck'], ['b1', 'b2'], ['c']]);
    await finishNext();
    expect(await third).toBe('C');
  });

  it('rejects every item of a run that throws', async () => {
    const batcher = createMicroBatcher<string, string>(
      async () => {
        throw new Error('database down');
      },
      { maxBatch: 5 },
    );
    await expect(batcher.submit('a')).rejects.toThrow('database down');
  });
});
