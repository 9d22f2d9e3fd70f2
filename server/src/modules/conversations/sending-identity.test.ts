import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, eventually } from '../../assistant/flow-test-kit';
import { startSmtpTestServer } from '../../integrations/email/smtp-test-server';
import { createTestApp } from '../../test/test-app';

// A real SMTP server on loopback; the group's From is the fallback.
const smtp = await startSmtpTestServer();
afterAll(() => smtp.close());
const app = await createTestApp({
  env: {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'Lakeside Sales <sales@group.example>',
  },
});
let admin: string;
beforeAll(async () => {
  admin = await app.adminCookie();
});

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const emailLead = (leadId: number, message: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/conversations/${leadId}/messages`,
    headers: { cookie: admin },
    payload: { message, channel: 'email' },
  });

describe("e-mail goes out as the lead's store", () => {
  it("uses the store's From name and address, and the group's From for a store without one", async () => {
    const saved = await app.app.inject({
      method: 'PATCH',
      url: '/api/dealerships/3',
      headers: { cookie: admin },
      payload: { emailFromName: 'Lakeside Ford', emailFromAddress: 'sales@ford.example' },
    });
    expect(saved.statusCode).toBe(200);
    const ford = await createLead(app, admin, {
      name: 'Fay Mail',
      phone: '+15550109401',
      email: 'fay@mail.example',
      dealershipId: 3,
    });
    const chevy = await createLead(app, admin, {
      name: 'Cal Mail',
      phone: '+15550109402',
      email: 'cal@mail.example',
      dealershipId: 1,
    });
    expect((await emailLead(ford.id, 'Your Bronco is ready to drive.')).statusCode).toBe(201);
    expect((await emailLead(chevy.id, 'Your Tahoe is ready to drive.')).statusCode).toBe(201);
    const bodyOf = (address: string, text: string) => mailsTo(address).find((m) => m.body.includes(text));
    await eventually(() => {
      expect(bodyOf('fay@mail.example', 'Bronco')).toBeDefined();
      expect(bodyOf('cal@mail.example', 'Tahoe')).toBeDefined();
    });
    expect(bodyOf('fay@mail.example', 'Bronco')?.header('from')).toBe('Lakeside Ford <sales@ford.example>');
    expect(bodyOf('fay@mail.example', 'Bronco')?.from).toBe('sales@ford.example');
    expect(bodyOf('cal@mail.example', 'Tahoe')?.header('from')).toBe('Lakeside Sales <sales@group.example>');
  });
});
