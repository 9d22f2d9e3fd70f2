import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { leadFirstContactJob } from '../leads/leads.jobs';
import { leads } from '../leads/leads.tables';
import { webhookEvents } from './lead-sources.tables';

/** What the Graph API double answers for one lead id: a lead, or an HTTP error. */
export type GraphAnswer = { status: number; body: unknown };

/**
 * A local stand-in for graph.facebook.com: `GET /{leadgenId}?access_token=…`. Tests set the answer per id
 * (or a default) and can read which ids and tokens were asked for.
 */
export async function startGraphDouble() {
  const answers = new Map<string, GraphAnswer[]>();
  const requests: { id: string; token: string | null; fields: string | null }[] = [];
  let fallback: (id: string) => GraphAnswer = (id) => ({
    status: 404,
    body: { error: { message: `no lead ${id}` } },
  });

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    requests.push({
      id,
      token: url.searchParams.get('access_token'),
      fields: url.searchParams.get('fields'),
    });
    const queue = answers.get(id);
    // A queue of answers plays out in order; its last answer then repeats.
    const answer = queue && queue.length > 1 ? (queue.shift() as GraphAnswer) : (queue?.[0] ?? fallback(id));
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    /** Answers for this id, played in order (the last one repeats). */
    answer(id: string, ...sequence: GraphAnswer[]) {
      answers.set(id, sequence);
    },
    setFallback(fn: (id: string) => GraphAnswer) {
      fallback = fn;
    },
  };
}

/** A Graph lead the way Meta returns it. */
export function graphLead(id: string, fields: Record<string, string>, extra: Record<string, unknown> = {}) {
  return {
    status: 200,
    body: {
      id,
      created_time: '2016-06-22T09:29:50+0000',
      field_data: Object.entries(fields).map(([name, value]) => ({ name, values: [value] })),
      form_id: '129595594131704',
      ad_id: '0',
      ...extra,
    },
  };
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function eventsOf(db: Db, source: string, externalId: string) {
  return db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.source, source), eq(webhookEvents.externalId, externalId)));
}

/** Waits for the event to reach `status` (by default: to leave `pending`), and returns it. */
export function settledEvent(
  db: Db,
  source: string,
  externalId: string,
  status?: 'processed' | 'failed',
  timeoutMs?: number,
) {
  return waitFor(async () => {
    const [event] = await eventsOf(db, source, externalId);
    if (!event) return undefined;
    return (status ? event.status === status : event.status !== 'pending') ? event : undefined;
  }, timeoutMs);
}

export async function leadById(db: Db, id: number) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
}

export function leadsWithEmail(db: Db, email: string) {
  return db.select().from(leads).where(eq(leads.email, email));
}

/** Which of these leads have a first-contact job (one entry per job). */
export async function firstContactJobsFor(db: Db, leadIds: number[]) {
  const rows = await queryRows<{ leadId: number }>(
    db,
    sql`SELECT (data->>'leadId')::int AS "leadId" FROM pgboss.job WHERE name = ${leadFirstContactJob.name}`,
  );
  return rows.map((r) => r.leadId).filter((id) => leadIds.includes(id));
}

/**
 * POSTs website captures through `app`, each from its own address in 10.`network`.x.y, so the capture form's
 * per-address rate limit never refuses a burst.
 */
export function captureSender(app: { inject: FastifyInstance['inject'] }, network: number) {
  let address = 0;
  return (payload: object) => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload,
      remoteAddress: `10.${network}.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
}

/** One ADF `<prospect>` as lead providers write it; the phone ends in the id's last four digits. */
export function adfProspect(p: {
  id: string;
  source: string;
  email: string;
  vendor: string;
  /** The `<vehicle>` element(s). */
  vehicle: string;
  name: [first: string, last: string];
  comments: string;
  provider?: string;
}) {
  const provider = p.provider ? `<provider><name part="full">${p.provider}</name></provider>` : '';
  return `
  <prospect status="new">
    <id sequence="1" source="${p.source}">${p.id}</id>
    <requestdate>2025-03-01T10:15:00-05:00</requestdate>
    ${p.vehicle}
    <customer>
      <contact>
        <name part="first">${p.name[0]}</name><name part="last">${p.name[1]}</name>
        <email>${p.email}</email>
        <phone type="cellphone">(512) 555-${p.id.slice(-4).padStart(4, '0')}</phone>
      </contact>
      <comments>${p.comments}</comments>
    </customer>
    <vendor><vendorname>${p.vendor}</vendorname></vendor>
    ${provider}
  </prospect>`;
}
