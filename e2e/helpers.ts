import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import twilio from 'twilio';
import { AUTH_FILE, BASE_URL, E2E_TWILIO } from './env';

/** A second, independent client (another browser tab or an integration) with the signed-in session. */
export async function otherClient(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL, storageState: AUTH_FILE });
}

export function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** The one visible toast (the app shows one at a time). */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /notifications/i });
}

export async function expectNoSeriousA11yViolations(page: Page) {
  // WCAG 2.x A/AA rules only: the best-practice set doubles the run time and adds no serious findings.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export type LeadDto = { id: number; name: string; dealershipId: number; vehicleInterest: string | null };

export async function firstLead(ctx: APIRequestContext): Promise<LeadDto> {
  const res = await ctx.get('/api/leads?limit=1');
  expect(res.ok()).toBeTruthy();
  const leads = (await res.json()) as LeadDto[];
  const lead = leads[0];
  if (!lead) throw new Error('the demo data has no lead');
  return lead;
}

/** Opens the conversation dialog from the lead's row on the Leads table; returns its message list. */
export async function openLeadChat(page: Page, name: string) {
  await page.goto(`/leads?search=${encodeURIComponent(name)}`);
  await page
    .getByTestId('lead-row')
    .filter({ hasText: name })
    .first()
    .getByRole('button', { name: /^Chat with/ })
    .click();
  return page.getByRole('dialog', { name: `AI Conversation - ${name}` }).getByTestId('conversation-messages');
}

/** A new lead with a fresh name, e-mail and phone (Add Lead refuses a phone the store already has). */
/** The next phone number this run has not used: random ones collided (a 409, the same person) in long runs. */
let nextPhone = Math.floor(Math.random() * 5000);

export async function createLead(
  api: APIRequestContext,
  prefix: string,
  values: { vehicleInterest: string; dealershipId: number },
) {
  const name = uniqueName(prefix);
  nextPhone = (nextPhone + 1) % 8000;
  const res = await api.post('/api/leads', {
    data: {
      name,
      email: `${name.replaceAll(' ', '.').toLowerCase()}@example.com`,
      phone: `(512) 555-${String(2000 + nextPhone)}`,
      ...values,
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { id, name };
}

/** The customer texts the group's number, signed as Twilio signs it; answers the webhook's status. */
export async function customerTexts(
  ctx: APIRequestContext,
  from: string,
  body: string,
  sid = `SMe2e${Date.now()}`,
) {
  const params = { MessageSid: sid, From: from, To: E2E_TWILIO.number, Body: body };
  const url = '/api/webhooks/twilio/sms';
  const res = await ctx.post(url, {
    form: params,
    headers: {
      'x-twilio-signature': twilio.getExpectedTwilioSignature(
        E2E_TWILIO.authToken,
        `${BASE_URL}${url}`,
        params,
      ),
    },
  });
  return res.status();
}
