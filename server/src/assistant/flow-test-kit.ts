import { eq, sql } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, expect, vi } from 'vitest';
import { type Db, queryRows } from '../db/client';
import { startTwilioDouble } from '../integrations/sms/twilio-double';
import { appointments } from '../modules/appointments/appointments.tables';
import { deliverMessageJob } from '../modules/conversations/conversations.jobs';
import { conversations, messages } from '../modules/conversations/conversations.tables';
import { dealerships } from '../modules/dealerships/dealerships.tables';
import {
  assistantReplyJob,
  processInboundMessageJob,
} from '../modules/inbound-messages/inbound-messages.jobs';
import { leads } from '../modules/leads/leads.tables';
import { queuesSettled } from '../test/queues-settled';
import { createTestApp, type TestApp } from '../test/test-app';

export const PUBLIC_URL = 'https://crm.example.com';

/** An `Etc/GMT±N` zone whose wall clock now shows `hour`, so quiet-hour tests do not depend on when they run. */
export function zoneWhereItIs(hour: number, now = new Date()): string {
  let offset = hour - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/GMT';
  // Etc zones have the POSIX sign: Etc/GMT-3 is three hours east of UTC.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** The group's one Twilio number in the default set-up. */
export const GROUP_NUMBER = '+15125550111';

/**
 * The default set-up: one Twilio number for the group, with the double standing in for Twilio's API. `workers:
 * false` for a file that runs the jobs by hand; `env` adds to the environment (an SMTP server, say).
 */
export async function createTwilioTestApp(options: { workers?: boolean; env?: Record<string, string> } = {}) {
  const twilioDouble = await startTwilioDouble();
  afterAll(() => twilioDouble.close());
  const env = { ...twilioEnv(twilioDouble, GROUP_NUMBER), ...options.env };
  const app = await createTestApp({ workers: options.workers, env });
  return { app, twilioDouble };
}

/** Saves a store's AI settings as its manager would (PATCH /api/ai-settings/:id), and checks they were saved. */
export async function saveAiSettings(app: TestApp, cookie: string, dealershipId: number, changes: object) {
  const res = await app.app.inject({
    method: 'PATCH',
    url: `/api/ai-settings/${dealershipId}`,
    headers: { cookie },
    payload: changes,
  });
  expect(res.statusCode, res.body).toBe(200);
}

export async function setDealershipZone(db: Db, id: number, timezone: string) {
  await db.update(dealerships).set({ timezone }).where(eq(dealerships.id, id));
}

/** Posts a Twilio inbound SMS, signed as Twilio would sign it for PUBLIC_URL. */
export async function postInboundSms(app: TestApp, authToken: string, params: Record<string, string>) {
  const url = '/api/webhooks/twilio/sms';
  const signature = twilio.getExpectedTwilioSignature(authToken, `${PUBLIC_URL}${url}`, params);
  return app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}

/**
 * A customer's side of an SMS conversation with the store's number `to` (the group's by default): `texts` posts a signed inbound SMS (each
 * with its own MessageSid), `textsTo` lists the bodies the store sent that phone, oldest first.
 */
export function customerTexts(
  app: TestApp,
  double: Awaited<ReturnType<typeof startTwilioDouble>>,
  sidPrefix: string,
  to = GROUP_NUMBER,
) {
  let sid = 0;
  return {
    textsTo: (phone: string) => double.messages.filter((m) => m.to === phone).map((m) => m.body),
    texts: (from: string, body: string) => {
      sid += 1;
      return postInboundSms(app, double.authToken, {
        MessageSid: `SM${sidPrefix}${sid}`,
        AccountSid: double.accountSid,
        From: from,
        To: to,
        Body: body,
        NumMedia: '0',
      });
    },
  };
}

/** Waits until the lead's conversation holds `body` `times` times and every job a message starts has run. */
export async function filedAndSettled(db: Db, leadId: number, body: string, times = 1) {
  await eventually(async () =>
    expect((await messagesOfLead(db, leadId)).filter((r) => r.message.content === body)).toHaveLength(times),
  );
  await queuesSettled(db, [processInboundMessageJob.name, assistantReplyJob.name, deliverMessageJob.name]);
}

export async function createLead(app: TestApp, cookie: string, lead: Record<string, unknown>) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/leads',
    headers: { cookie },
    payload: {
      source: 'website',
      vehicleInterest: 'Chevrolet Tahoe',
      email: `${Math.random().toString(36).slice(2)}@example.com`,
      ...lead,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; dealershipId: number };
}

export const messagesOfLead = (db: Db, leadId: number) =>
  db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.leadId, leadId))
    .orderBy(messages.id);

/** The language of the lead with this phone and where it came from. */
export const languageOfPhone = async (db: Db, phone: string) => {
  const [row] = await db
    .select({ language: leads.language, source: leads.languageSource })
    .from(leads)
    .where(eq(leads.phone, phone));
  return row;
};

export const appointmentsOfLead = (db: Db, leadId: number) =>
  db.select().from(appointments).where(eq(appointments.leadId, leadId));

export const pendingJobsOf = (db: Db, name: string) =>
  queryRows<{ data: Record<string, unknown>; start_after: string | Date }>(
    db,
    sql`SELECT data, start_after FROM pgboss.job WHERE name = ${name} AND state IN ('created', 'retry')`,
  );

/** Polls until `check` passes (jobs run in the background). */
export const eventually = (check: () => Promise<void> | void, timeout = 8000) =>
  vi.waitFor(check, { timeout, interval: 50 });

/** The environment of an app that texts through the Twilio double and checks Twilio's signatures. */
export const twilioEnv = (
  double: { accountSid: string; authToken: string; url: string },
  phoneNumber: string,
) => ({
  TWILIO_ACCOUNT_SID: double.accountSid,
  TWILIO_AUTH_TOKEN: double.authToken,
  TWILIO_PHONE_NUMBER: phoneNumber,
  TWILIO_API_URL: double.url,
  PUBLIC_URL,
});
