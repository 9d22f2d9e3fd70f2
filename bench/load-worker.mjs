// One autocannon run in a worker thread, so the load generator does not share the app's event loop.
// Posts back requests/s and exact p50/p95/p99 computed from every response time.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, method = 'GET', headers = {}, duration, connections, bodyKind, nonce } = workerData;

let sequence = 0;
/** A unique website lead per request: a new person (email and phone), from a different visitor's address. */
function captureBody(n) {
  const phone = `+1415${String(2_000_000 + ((nonce * 7919 + n) % 7_000_000)).padStart(7, '0')}`;
  return {
    name: `Bench Visitor ${n}`,
    email: `bench.${nonce}.${n}@example.com`,
    phone,
    vehicleInterest: '2025 Ford F-150 XLT',
    source: 'website',
    dealershipBrand: ['chevrolet', 'hyundai', 'ford'][n % 3],
    message: 'Is it available this weekend?',
  };
}

/** The Add Lead form's body, for POST /api/leads. */
function leadBody(n) {
  const { dealershipBrand, message: _message, ...lead } = captureBody(n);
  return { ...lead, source: 'facebook', dealershipId: 1 + (n % 3) };
}

const requests = bodyKind
  ? [
      {
        method,
        setupRequest(request) {
          sequence += 1;
          const ip = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
          return {
            ...request,
            body: JSON.stringify(bodyKind === 'lead' ? leadBody(sequence) : captureBody(sequence)),
            headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': ip },
          };
        },
      },
    ]
  : undefined;

const latencies = [];
const started = performance.now();
const instance = autocannon(
  { url, method, headers, connections, duration, requests, timeout: 30 },
  (err, result) => {
    if (err) {
      parentPort.postMessage({ error: String(err) });
      return;
    }
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
    parentPort.postMessage({
      requests: latencies.length,
      rps: latencies.length / seconds,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
