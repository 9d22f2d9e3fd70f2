import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, expect, it, vi } from 'vitest';
import { zoneWhereItIs } from './assistant/flow-test-kit';
import { openPostgres } from './db/client';
import { startTwilioDouble } from './integrations/sms/twilio-double';
import { deliverMessageJob } from './modules/conversations/conversations.jobs';
import { conversations, messages } from './modules/conversations/conversations.tables';
import { dealerships } from './modules/dealerships/dealerships.tables';
import { leadFirstContactJob } from './modules/leads/leads.jobs';
import { startRuntime } from './runtime';
import { queuesSettled } from './test/queues-settled';
import { createTestApp, testConfig } from './test/test-app';

// The default set-up (one TWILIO_PHONE_NUMBER for every store) with the jobs handled by two worker processes
// side by side, as `start:worker` scales out: a burst of website leads, then every first-contact and delivery
// job run again as a crash or a retry would. Each lead must be texted exactly once.
const twilio = await startTwilioDouble();
afterAll(() => twilio.close());
const env = {
  TWILIO_ACCOUNT_SID: twilio.accountSid,
  TWILIO_AUTH_TOKEN: twilio.authToken,
  TWILIO_PHONE_NUMBER: '+15550100000',
  TWILIO_API_URL: twilio.url,
};
const app = await createTestApp({ workers: false, env });
if (app.database.driver !== 'pg') throw new Error('this test needs PostgreSQL');
const url = app.database.connectionString;
const workers = await Promise.all(
  [1, 2].map(async () =>
    startRuntime(testConfig(env), pino({ level: 'silent' }), {
      database: await openPostgres(url, 4),
      workers: true,
    }),
  ),
);
afterAll(() => Promise.all(workers.map((w) => w.close())));

const BURST = 60;

it('texts each lead of a burst exactly once, also when every job runs again', async () => {
  await app.database.db
    .update(dealerships)
    .set({ timezone: zoneWhereItIs(12) })
    .where(eq(dealerships.id, 3));
  // 555 numbers: an area code without a zone of its own, so the store's clock applies.
  const phones = Array.from({ length: BURST }, (_, i) => `+1555017${String(i).padStart(4, '0')}`);
  const answers = await Promise.all(
    phones.map((phone, i) =>
      app.app.inject({
        method: 'POST',
        url: '/api/leads/capture',
        remoteAddress: `10.60.0.${i + 1}`,
        payload: {
          name: `Burst Buyer ${i}`,
          phone,
          vehicleInterest: 'Ford Bronco',
          source: 'website',
          dealershipBrand: 'ford',
        },
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode)).toEqual(phones.map(() => 200));
  const leadIds = answers.map((a) => a.json().leadId as number);

  const textedPhones = () => twilio.messages.map((m) => m.to).filter((to) => phones.includes(to));
  await vi.waitFor(() => expect(new Set(textedPhones()).size).toBe(BURST), {
    timeout: 60_000,
    interval: 100,
  });
  await queuesSettled(app.database.db, [leadFirstContactJob.name, deliverMessageJob.name], 30_000);

  // Every job again, as after a crash between the work and its completion.
  const sent = await app.database.db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(inArray(conversations.leadId, leadIds), eq(messages.sender, 'ai')));
  await app.jobs.sendMany(
    leadFirstContactJob,
    leadIds.map((leadId) => ({ leadId })),
  );
  await app.jobs.sendMany(
    deliverMessageJob,
    sent.map((m) => ({ messageId: m.id })),
  );
  await queuesSettled(app.database.db, [leadFirstContactJob.name, deliverMessageJob.name], 30_000);

  expect(textedPhones().sort()).toEqual([...phones].sort());
  expect(sent).toHaveLength(BURST);
  const after = await app.database.db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(inArray(conversations.leadId, leadIds), eq(messages.sender, 'ai')));
  expect(after).toHaveLength(BURST);
});
