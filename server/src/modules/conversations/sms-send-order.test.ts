import { beforeAll, expect, it } from 'vitest';
import {
  createLead,
  createTwilioTestApp,
  messagesOfLead,
  pendingJobsOf,
  setDealershipZone,
  zoneWhereItIs,
} from '../../assistant/flow-test-kit';

// The default set-up (one Twilio number for the group) with a texts-per-second limit on it. Workers off: one batch
// of first contacts is run by hand, so the order it holds is known.
const { app, twilioDouble: twilio } = await createTwilioTestApp({ workers: false });
const FORD = 3;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(app.database.db, FORD, zoneWhereItIs(12));
});

it("spreads a batch's first texts over the sender's limit in the order the leads came, none dropped", async () => {
  const limited = await app.app.inject({
    method: 'PATCH',
    url: `/api/dealerships/${FORD}`,
    headers: { cookie: admin },
    payload: { smsMessagesPerSecond: 2 },
  });
  expect(limited.statusCode).toBe(200);
  const leads = [];
  for (let i = 0; i < 5; i += 1)
    leads.push(
      await createLead(app, admin, { name: `Order Lead ${i}`, phone: `+1555010820${i}`, dealershipId: FORD }),
    );

  await app.app.services.outreach.firstContacts(leads.map((lead) => ({ leadId: lead.id, isRetry: false })));

  // The first text goes at once; the others wait in delivery jobs, half a second apart, in the leads' order.
  expect(twilio.messages.map((m) => m.to)).toEqual(['+15550108200']);
  const greetings = await Promise.all(
    leads.map(async (lead) => (await messagesOfLead(app.database.db, lead.id))[0]),
  );
  const jobs = await pendingJobsOf(app.database.db, 'message.deliver');
  const startOf = (messageId: number | undefined) =>
    new Date(jobs.find((job) => job.data.messageId === messageId)?.start_after ?? 0).getTime();
  const starts = greetings.slice(1).map((greeting) => startOf(greeting?.message.id));
  expect(starts.every((at) => at > 0)).toBe(true);
  for (let k = 1; k < starts.length; k += 1)
    expect((starts[k] ?? 0) - (starts[k - 1] ?? 0)).toBeGreaterThanOrEqual(490);
  expect(greetings.every((greeting) => greeting?.message.status !== 'failed')).toBe(true);
});
