// Runs one load (autocannon in a worker thread) and one WebSocket fan-out measurement.
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  duration: number;
  connections: number;
  /** Each request gets a fresh website lead (capture form) or Add Lead form (lead) as its JSON body. */
  bodyKind?: 'capture' | 'lead';
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { ...options, nonce: Date.now() % 1_000_000 },
    });
    worker.once('message', (message: LoadResult & { error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

export interface FanOutResult {
  clients: number;
  /** Per event: ms from the POST until the last of the clients had the frame. */
  allReceivedMs: number[];
  /** Per event: ms from the POST until its 201 came back. */
  responseMs: number[];
  /** Per event: ms from the 201 (the commit is done, the event published) until the last client had the frame. */
  afterResponseMs: number[];
}

/** Connects `clients` sockets, creates `events` leads one after another and times each NEW_LEAD's arrival. */
export async function measureFanOut(options: {
  wsUrl: string;
  cookie: string;
  clients: number;
  events: number;
  createLead: (name: string) => Promise<void>;
}): Promise<FanOutResult> {
  const worker = new Worker(new URL('./ws-clients.mjs', import.meta.url), {
    workerData: { url: options.wsUrl, cookie: options.cookie, clients: options.clients },
  });
  const waiters = new Map<string, (last: number) => void>();
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: { type: string; name?: string; last?: number; message?: string }) => {
      if (m.type === 'ready') resolve();
      if (m.type === 'error') reject(new Error(m.message));
      if (m.type === 'all' && m.name) waiters.get(m.name)?.(m.last ?? 0);
    });
  });
  await ready;
  const clock = () => performance.timeOrigin + performance.now();
  const result: FanOutResult = {
    clients: options.clients,
    allReceivedMs: [],
    responseMs: [],
    afterResponseMs: [],
  };
  for (let i = 0; i < options.events; i++) {
    const name = `Fan Out ${Date.now()}-${i}`;
    const all = new Promise<number>((resolve, reject) => {
      waiters.set(name, resolve);
      setTimeout(
        () => reject(new Error(`NEW_LEAD ${name} did not reach all clients in 10 s`)),
        10_000,
      ).unref();
    });
    const started = clock();
    await options.createLead(name);
    const answered = clock();
    result.responseMs.push(answered - started);
    const last = await all;
    result.allReceivedMs.push(last - started);
    result.afterResponseMs.push(Math.max(0, last - answered));
    await new Promise((r) => setTimeout(r, 100));
  }
  const closed = new Promise((resolve) =>
    worker.on('message', (m: { type: string }) => m.type === 'closed' && resolve(null)),
  );
  worker.postMessage('close');
  await closed;
  await worker.terminate();
  return result;
}
