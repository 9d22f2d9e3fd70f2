import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverMessageJob } from '../modules/conversations/conversations.jobs';
import { followUps } from '../modules/conversations/conversations.tables';
import { leadNotes } from '../modules/leads/lead-notes.tables';
import { leads } from '../modules/leads/leads.tables';
import { notifications } from '../modules/notifications/notifications.tables';
import { optOuts } from '../modules/opt-outs/opt-outs.tables';
import { queuesSettled } from '../test/queues-settled';
import {
  createLead,
  createTwilioTestApp,
  customerTexts,
  eventually,
  filedAndSettled,
  GROUP_NUMBER,
  messagesOfLead,
  setDealershipZone,
  zoneWhereItIs,
} from './flow-test-kit';

// What people say to end it, over the real inbound SMS path (built-in engine, the group's number).
const { app, twilioDouble } = await createTwilioTestApp();
const db = app.database.db;
const FORD = 3;
let admin: string;

beforeAll(async () => {
  admin = await app.adminCookie();
  await setDealershipZone(db, FORD, zoneWhereItIs(12));
});

const { texts, textsTo } = customerTexts(app, twilioDouble, 'ending');
const stepsOf = (leadId: number) => db.select().from(followUps).where(eq(followUps.leadId, leadId));
const optOutOf = async (phone: string) =>
  (
    await db
      .select()
      .from(optOuts)
      .where(and(eq(optOuts.address, phone), eq(optOuts.channel, 'sms')))
  )[0];

/** A Ford lead that got its greeting and has its follow-up steps waiting. */
async function leadWithFollowUps(phone: string) {
  const lead = await createLead(app, admin, { name: 'Robin Vale', phone, dealershipId: FORD });
  await eventually(() => expect(textsTo(phone)).toHaveLength(1));
  await eventually(async () =>
    expect((await stepsOf(lead.id)).map((s) => s.status)).toEqual(['pending', 'pending', 'pending']),
  );
  return lead;
}

/** Texts the lead's words and waits until they are filed and every job they could start has run. */
async function textAndSettle(phone: string, leadId: number, body: string) {
  const before = (await messagesOfLead(db, leadId)).filter((r) => r.message.content === body).length;
  await texts(phone, body);
  await filedAndSettled(db, leadId, body, before + 1);
}

/** The lead is closed as lost for the reason, with a note saying why, its steps cancelled, and whoever must hear of
 * it was told. */
async function expectEnded(lead: { id: number; dealershipId: number }, why: RegExp, reason: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
  expect(row).toMatchObject({ status: 'closed', outcome: 'lost', lostReason: reason });
  const notes = await db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id));
  expect(notes.map((n) => n.body)).toEqual([expect.stringMatching(why)]);
  expect((await stepsOf(lead.id)).every((s) => s.status === 'cancelled')).toBe(true);
  const told = await db.select().from(notifications).where(eq(notifications.leadId, lead.id));
  const recipients = await app.app.services.notifications.recipientsFor(
    {
      dealershipId: lead.dealershipId,
      assignedUserId: row?.assignedUserId ?? null,
    },
    'lead_ended',
  );
  expect(recipients.length).toBeGreaterThan(0);
  expect(told.filter((n) => why.test(n.title)).map((n) => n.userId)).toEqual(recipients);
}

describe('"wrong number"', () => {
  it.each([
    ['wrong number', '+15550109001', /^Lakeside .*Ford: sorry for the mix-up\. .*will not text it again\.$/],
    ['Se equivocó de número', '+15550109002', /^Lakeside .*Ford: disculpe la confusión\./],
  ])('%j opts the number out, closes the lead and gets one apology', async (words, phone, apology) => {
    const lead = await leadWithFollowUps(phone);
    await textAndSettle(phone, lead.id, words);
    expect(textsTo(phone)).toHaveLength(2);
    expect(textsTo(phone)[1]).toMatch(apology);
    expect(await optOutOf(phone)).toMatchObject({ sender: GROUP_NUMBER });
    await expectEnded(lead, /wrong number/, 'wrong_number');

    // Said again, and a follow-up step run after all: nothing more is sent.
    await textAndSettle(phone, lead.id, words);
    const [step] = await stepsOf(lead.id);
    await app.app.services.outreach.sendFollowUp(step?.id ?? 0);
    await queuesSettled(db, [deliverMessageJob.name]);
    expect(textsTo(phone)).toHaveLength(2);
  });
});

describe('"I already bought one"', () => {
  it('closes the lead, stops the follow-ups and thanks once, without opting the number out', async () => {
    const phone = '+15550109101';
    const lead = await leadWithFollowUps(phone);
    await textAndSettle(phone, lead.id, 'I already bought one');
    expect(textsTo(phone)).toHaveLength(2);
    expect(textsTo(phone)[1]).toMatch(
      /^Congratulations on your new vehicle, and thank you for letting us know!/,
    );
    expect(await optOutOf(phone)).toBeUndefined();
    await expectEnded(lead, /already bought/, 'bought_elsewhere');

    await textAndSettle(phone, lead.id, 'I already bought one');
    const [step] = await stepsOf(lead.id);
    await app.app.services.outreach.sendFollowUp(step?.id ?? 0);
    await queuesSettled(db, [deliverMessageJob.name]);
    expect(textsTo(phone)).toHaveLength(2);
  });
});
