// Leads arriving while a scenario is measured: website captures at a steady rate through the app (every commit
// moves the database snapshot, so no figure can be served from a cache of the previous one).

export interface Writer {
  stop(): Promise<{ sent: number; failed: number }>;
}

/** Posts `perSecond` website captures a second to the app until stopped, each from its own address. */
export function startCaptureWriter(appUrl: string, perSecond: number): Writer {
  let sent = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const run = Date.now() % 1_000_000;
  const post = async (n: number) => {
    const res = await fetch(`${appUrl}/api/leads/capture`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.200.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({
        name: `Bench Writer ${run}-${n}`,
        email: `bench.writer.${run}.${n}@example.com`,
        phone: `+1415${String(1_000_000 + ((run * 31 + n) % 8_000_000)).padStart(7, '0')}`,
        source: 'website',
        dealershipBrand: ['chevrolet', 'hyundai', 'ford'][n % 3],
      }),
    });
    if (res.ok) sent += 1;
    else failed += 1;
  };
  let n = 0;
  const timer = setInterval(() => {
    n += 1;
    const request = post(n).catch(() => {
      failed += 1;
    });
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { sent, failed };
    },
  };
}
