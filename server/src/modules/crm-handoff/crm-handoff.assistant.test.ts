import type { CrmHandoff } from '@lead-manager/contracts/crm-handoffs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  appointmentsOfLead,
  createLead,
  createTwilioTestApp,
  eventually,
  GROUP_NUMBER,
  messagesOfLead,
  postInboundSms,
} from '../../assistant/flow-test-kit';
import { startSmtpTestServer } from '../../integrations/email/smtp-test-server';
import { mapAdfProspect, parseAdfDocument } from '../lead-sources/adf';

// An appointment the assistant books over SMS goes to the CRM as a note, like one staff book: the booking's
// transaction writes the hand-off and its job, whoever books.
const CHEVROLET = 1;
const CRM = 'crm@chevy-crm.example';
const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const { app, twilioDouble } = await createTwilioTestApp({
  env: { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), SMTP_FROM: 'leads@lakeside.example' },
});
const db = app.database.db;

const adfMailsOf = (leadId: number) =>
  smtp.received.filter((m) => new RegExp(`^ADF (lead|update) ${leadId}\\b`).test(m.header('subject') ?? ''));

describe('an appointment the assistant books over SMS', () => {
  it('follows the lead to the CRM as a note under the same id', async () => {
    const admin = await app.adminCookie();
    const saved = await app.app.inject({
      method: 'PATCH',
      url: `/api/dealerships/${CHEVROLET}`,
      headers: { cookie: admin },
      payload: { crmLeadEmails: [CRM] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lead = await createLead(app, admin, {
      name: 'Casey Booker',
      phone: '+15125550388',
      dealershipId: CHEVROLET,
    });
    await eventually(() => expect(adfMailsOf(lead.id)).toHaveLength(1), 15_000);
    await eventually(async () => expect(await messagesOfLead(db, lead.id)).toHaveLength(1), 15_000);

    const res = await postInboundSms(app, twilioDouble.authToken, {
      MessageSid: 'SMcrmbooking1',
      AccountSid: twilioDouble.accountSid,
      From: '+15125550388',
      To: GROUP_NUMBER,
      Body: 'can I come in tomorrow at 3pm?',
      NumMedia: '0',
    });
    expect(res.statusCode).toBe(200);
    await eventually(async () => expect(await appointmentsOfLead(db, lead.id)).toHaveLength(1), 15_000);
    const [appointment] = await appointmentsOfLead(db, lead.id);
    expect(appointment?.bookedBy).toBe('assistant');

    await eventually(() => expect(adfMailsOf(lead.id)).toHaveLength(2), 15_000);
    const note = adfMailsOf(lead.id)[1];
    expect(note?.to).toEqual([CRM]);
    expect(note?.header('subject')).toBe(`ADF update ${lead.id} Casey Booker: appointment`);
    const text = (note?.parts.find((p) => p.contentType === 'text/plain')?.text ?? '').replace(/\r\n/g, '\n');
    const [prospect] = parseAdfDocument(text.trim());
    expect(prospect?.key).toBe(`Lead Manager:${lead.id}`);
    expect(mapAdfProspect(prospect?.node ?? {}, false).notes).toContainEqual(
      expect.stringMatching(
        /^Comments: Appointment booked: test drive on .+ at 3:00 PM \(America\/Chicago\)/,
      ),
    );
    await eventually(async () => {
      const res = await app.app.inject({
        method: 'GET',
        url: `/api/leads/${lead.id}/crm-handoffs`,
        headers: { cookie: admin },
      });
      expect((res.json() as CrmHandoff[]).map((h) => [h.kind, h.status])).toEqual([
        ['new', 'sent'],
        ['appointment', 'sent'],
      ]);
    });
  });
});
