import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { aiSettings } from '../modules/ai-settings/ai-settings.tables';
import { followUps, messages } from '../modules/conversations/conversations.tables';
import { leads } from '../modules/leads/leads.tables';
import { createTestApp } from '../test/test-app';
import {
  createLead,
  messagesOfLead,
  pendingJobsOf,
  saveAiSettings,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';

// A fetched batch of first-contact jobs is handled together (one round of reads, one transaction): each lead in
// it must still get exactly what it would get alone. Workers off: the batch is run by hand.
const app = await createTestApp({ workers: false });
const db = app.database.db;
const { outreach, optOuts, dealerships } = app.app.services;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, 3, zoneWhereItIs(12));
  await setDealershipZone(db, 2, zoneWhereItIs(12));
});

const stepsOf = (leadId: number) => db.select().from(followUps).where(eq(followUps.leadId, leadId));
const lead = (fields: Record<string, unknown>) =>
  createLead(app, admin, { name: 'Bea Batch', vehicleInterest: 'Ford Ranger', dealershipId: 3, ...fields });

it('greets each lead of a mixed batch as it would alone, in one call', async () => {
  const texted = await lead({ phone: '+15550100601' });
  // An e-mail-only lead (as the capture form makes them): the greeting goes by e-mail.
  const mailed = await lead({
    phone: '+15550100605',
    email: 'bea.batch@example.com',
    dealershipId: 2,
    vehicleInterest: 'Hyundai Tucson',
  });
  await db.update(leads).set({ phone: null }).where(eq(leads.id, mailed.id));
  const optedOut = await lead({ phone: '+15550100602' });
  await optOuts.optOut(optOuts.keyOf(await dealerships.get({ all: true }, 3), 'sms', '+15550100602'), {
    method: 'keyword',
    reason: 'STOP',
  });
  const testLead = await lead({ phone: '+15550100603' });
  await db.update(leads).set({ isTest: true }).where(eq(leads.id, testLead.id));
  // A lead greeted by a run whose process stopped right after the commit: its greeting is still queued.
  const stopped = await lead({ phone: '+15550100604' });
  await outreach.firstContact(stopped.id);
  const [left] = await messagesOfLead(db, stopped.id);
  await db
    .update(messages)
    .set({ status: 'queued', sentAt: null })
    .where(eq(messages.id, left?.message.id ?? 0));

  await outreach.firstContacts([
    { leadId: texted.id, isRetry: false },
    { leadId: mailed.id, isRetry: false },
    { leadId: optedOut.id, isRetry: false },
    { leadId: testLead.id, isRetry: false },
    { leadId: 99_999_999, isRetry: false }, // deleted meanwhile
    { leadId: stopped.id, isRetry: true },
    { leadId: texted.id, isRetry: false }, // the same lead twice in a batch
  ]);

  const sms = await messagesOfLead(db, texted.id);
  expect(sms.map((r) => [r.message.channel, r.message.status])).toEqual([['sms', 'logged']]);
  expect(sms[0]?.message.content).toMatch(/Ford Ranger/);
  const email = await messagesOfLead(db, mailed.id);
  expect(email.map((r) => [r.message.channel, r.message.status])).toEqual([['email', 'logged']]);
  expect(email[0]?.message.content).toMatch(/Hyundai Tucson/);
  expect(await messagesOfLead(db, optedOut.id)).toHaveLength(0);
  expect(await messagesOfLead(db, testLead.id)).toHaveLength(0);
  expect(await stepsOf(testLead.id)).toHaveLength(0);
  // Each store's own schedule, once per lead (the lead listed twice too).
  expect(await stepsOf(texted.id)).toHaveLength(3);
  expect((await stepsOf(mailed.id)).length).toBeGreaterThan(0);
  // The stopped run's greeting goes to one delivery job, and no second greeting is written.
  expect(await messagesOfLead(db, stopped.id)).toHaveLength(1);
  const deliveries = await pendingJobsOf(db, 'message.deliver');
  expect(deliveries.filter((j) => j.data.messageId === left?.message.id)).toHaveLength(1);
});

it('greets the rest of a batch when one lead cannot be handled, and fails only that job', async () => {
  const fine = await lead({ phone: '+15550100611' });
  const broken = await lead({ phone: '+15550100612', dealershipId: 1, vehicleInterest: 'Chevrolet Tahoe' });
  // A schedule no date can be made from (written around the API's checks): this lead's job must fail alone.
  await saveAiSettings(app, admin, 1, { smsEnabled: true });
  await db
    .update(aiSettings)
    .set({ followUpSchedule: [{ delay: 1e300, channel: 'sms', message: 'Still looking?' }] })
    .where(eq(aiSettings.dealershipId, 1));

  const failures = await outreach.firstContactBatch([
    { leadId: broken.id, isRetry: false },
    { leadId: fine.id, isRetry: false },
  ]);

  expect(failures.map((f) => f instanceof Error)).toEqual([true, false]);
  expect(await messagesOfLead(db, fine.id)).toHaveLength(1);
  expect(await stepsOf(fine.id)).toHaveLength(3);
  expect(await messagesOfLead(db, broken.id)).toHaveLength(0); // its transaction rolled back whole
});
