// The baseline: a bare Fastify server (no plugins, no auth, no validation) on its own port, each route running the
// single SQL statement that does the scenario's work, through the same driver and pool as the app.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Database } from '../server/src/db/client';
import type { Scope } from '../server/src/lib/scope';
import { dashboardStatement } from '../server/src/modules/dashboard/dashboard.repo';
import { findStoreTimezones } from '../server/src/modules/dealerships/dealerships.queries';
import { zonesOf } from '../server/src/modules/reports/reports.sql';
import { countLeadGroups } from '../server/src/modules/reports/reports-leads.repo';

export const SEARCH_TERM = 'garcia';

export async function startBaseline(database: Database) {
  const { db } = database;
  const app = Fastify({ logger: false });
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

  // A page and the number of matching rows (the app's X-Total-Count) in one statement.
  const pageWithTotal = (where: ReturnType<typeof sql>) =>
    rows(sql`SELECT l.*, (SELECT count(*) FROM leads WHERE ${where})::int AS total FROM leads l WHERE ${where}
      ORDER BY l.created_at DESC, l.id DESC LIMIT 50`);
  app.get('/leads', () => pageWithTotal(sql`dealership_id IN (1) AND status = 'new'`));
  const pattern = `%${SEARCH_TERM}%`;
  app.get('/search', () =>
    pageWithTotal(sql`(lower(name) LIKE ${pattern} OR lower(vehicle_interest) LIKE ${pattern}
      OR email LIKE ${pattern} OR phone LIKE ${pattern})`),
  );
  // The app's own dashboard statement, uncached.
  app.get('/dashboard', () => rows(dashboardStatement({ all: true }, new Date(), 'America/New_York')));
  // Before lead_day_stats: the lead figures counted from the leads table, every lead of the group.
  app.get('/dashboard-from-leads', () =>
    rows(sql`SELECT count(*) FILTER (WHERE created_at >= date_trunc('day', now()))::int AS today,
      count(*) FILTER (WHERE status = 'closed')::int AS closed, count(*)::int AS total,
      count(*) FILTER (WHERE created_at >= date_trunc('month', now()))::int AS month
      FROM leads WHERE NOT is_test`),
  );
  // Before lead_day_stats: the reports' lead groups counted from the leads of the window.
  app.get('/report-leads', async (request) => {
    const q = request.query as { from: string; to: string; dealershipId?: string };
    const scope = q.dealershipId ? { all: false, dealershipIds: [Number(q.dealershipId)] } : { all: true };
    const zones = zonesOf(await findStoreTimezones(db, scope as Scope), 'America/New_York');
    return countLeadGroups(db, scope as Scope, {
      from: q.from,
      to: q.to,
      timeZone: zones.size === 1 ? ([...zones.keys()][0] ?? null) : null,
      groupTimeZone: 'America/New_York',
      zones,
    });
  });
  app.get('/conversations', () =>
    rows(sql`SELECT c.*, l.name, l.email, l.phone,
      (SELECT count(*) FROM conversations)::int AS total
      FROM conversations c JOIN leads l ON l.id = c.lead_id ORDER BY c.last_activity DESC, c.id DESC LIMIT 50`),
  );
  app.post('/ingest', async (request) => {
    const b = request.body as { name: string; email: string; phone: string; vehicleInterest: string };
    return rows(sql`INSERT INTO leads (dealership_id, name, email, phone, source, vehicle_interest)
      VALUES (3, ${b.name}, ${b.email}, ${b.phone}, 'website', ${b.vehicleInterest}) RETURNING id`);
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
