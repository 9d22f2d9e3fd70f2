import type { LeadImportProgress, LeadImportRequest } from '@lead-manager/contracts/lead-import';
import type { TestApp } from '../../test/test-app';

/** Test helpers: start an import over HTTP and follow it at its progress route until it ends. */
export function importKit(app: TestApp) {
  const startImport = (payload: Partial<LeadImportRequest> | string, cookie: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/leads/import',
      headers: { cookie, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify({ dealershipId: 1, ...payload }),
    });

  const readImport = async (id: number, cookie: string) =>
    app.app.inject({ method: 'GET', url: `/api/leads/imports/${id}`, headers: { cookie } });

  /** Polls the progress route until `until` holds (by default: the import ended), within 25 s. */
  async function waitForImport(
    id: number,
    cookie: string,
    until: (p: LeadImportProgress) => boolean = (p) => p.state === 'done' || p.state === 'failed',
  ): Promise<LeadImportProgress> {
    const deadline = Date.now() + 100_000;
    for (;;) {
      const res = await readImport(id, cookie);
      if (res.statusCode !== 200) throw new Error(`progress answered ${res.statusCode} ${res.body}`);
      const progress = res.json() as LeadImportProgress;
      if (until(progress)) return progress;
      if (Date.now() > deadline) throw new Error(`import ${id} still ${progress.state} after 100 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Starts an import, expects the 202, and answers its progress once it has ended. */
  async function importAndWait(payload: Partial<LeadImportRequest>, cookie: string) {
    const res = await startImport(payload, cookie);
    if (res.statusCode !== 202) throw new Error(`import answered ${res.statusCode} ${res.body}`);
    return waitForImport(res.json().id, cookie);
  }

  return { startImport, readImport, waitForImport, importAndWait };
}
