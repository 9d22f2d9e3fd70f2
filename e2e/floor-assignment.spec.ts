import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { BASE_URL } from './env';
import { createLead, otherClient, uniqueName } from './helpers';

// Assignment a floor trusts, at the Ford store (3): coming on the floor takes a share, and an owner who answered
// in time is never reported. Each test puts the store back to manual, as the rest of the suite expects.
const FORD = 3;

type Lead = { id: number; createdAt: string; assignedUserId: number | null };
type Notice = { kind: string; leadId: number | null; body: string | null };

async function person(browser: Browser, role: 'user' | 'manager') {
  const admin = await otherClient();
  const email = `${uniqueName(role).replaceAll(' ', '.').toLowerCase()}@ford.example`;
  const name = uniqueName(role === 'user' ? 'Sal Floor' : 'Meg Manager');
  const created = await admin.post('/api/users', {
    data: { name, email, role, dealershipIds: [FORD], password: 'floor-pass-123' },
  });
  expect(created.ok()).toBeTruthy();
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  expect(
    (await context.request.post('/api/auth/login', { data: { email, password: 'floor-pass-123' } })).ok(),
  ).toBeTruthy();
  const { id } = (await created.json()) as { id: number };
  return { id, name, context, api: context.request };
}

const setRule = (admin: APIRequestContext, rule: object) =>
  admin.patch(`/api/dealerships/${FORD}/assignment`, { data: rule });

const noticesOf = async (api: APIRequestContext) =>
  ((await (await api.get('/api/notifications')).json()) as { notifications: Notice[] }).notifications;

async function putBack(admin: APIRequestContext, who: { id: number; api: APIRequestContext }) {
  await who.api.patch('/api/users/me/availability', { data: { available: false } });
  const held = (await (await admin.get(`/api/leads?assignedUserId=${who.id}&limit=200`)).json()) as Lead[];
  for (const lead of held) await admin.patch(`/api/leads/${lead.id}`, { data: { assignedUserId: null } });
  expect(
    (await setRule(admin, { mode: 'manual', maxOpenLeads: null, responseWindowMinutes: 15 })).ok(),
  ).toBeTruthy();
}

test('coming on the floor with a cap of 3 takes the 3 oldest waiting leads, each announced', async ({
  browser,
}) => {
  const admin = await otherClient();
  // Twelve more waiting leads on top of the store's own: the backlog a floor must not get at once.
  for (let i = 0; i < 12; i += 1)
    await createLead(admin, 'Backlog', { vehicleInterest: 'Ford Bronco', dealershipId: FORD });
  // Waiting: new, nobody's, and no person has written to it (a lead a person answered is someone's work already).
  const unowned = (await (
    await admin.get(`/api/leads?dealershipId=${FORD}&assignedUserId=none&status=new&limit=200`)
  ).json()) as Lead[];
  const waiting: Lead[] = [];
  for (const lead of unowned) {
    const threads = (await (await admin.get(`/api/conversations?leadId=${lead.id}`)).json()) as {
      messages: { sender: string }[];
    }[];
    if (!threads.some((t) => t.messages.some((m) => m.sender === 'agent'))) waiting.push(lead);
  }
  waiting.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  expect(waiting.length).toBeGreaterThanOrEqual(12);
  expect(
    (await setRule(admin, { mode: 'round_robin', maxOpenLeads: 3, responseWindowMinutes: 15 })).ok(),
  ).toBeTruthy();
  const sal = await person(browser, 'user');
  try {
    const page = await sal.context.newPage();
    await page.goto('/');
    await page.getByRole('switch', { name: 'On the floor' }).click();
    await expect(page.getByRole('switch', { name: 'On the floor' })).toHaveAttribute('aria-checked', 'true');

    await expect
      .poll(async () => ((await (await sal.api.get('/api/leads?assignedUserId=me')).json()) as Lead[]).length)
      .toBe(3);
    const mine = ((await (await sal.api.get('/api/leads?assignedUserId=me')).json()) as Lead[]).map(
      (l) => l.id,
    );
    expect(mine.sort((a, b) => a - b)).toEqual(
      waiting
        .slice(0, 3)
        .map((l) => l.id)
        .sort((a, b) => a - b),
    );
    // Three notices, one per lead, in the bell.
    await expect
      .poll(async () => (await noticesOf(sal.api)).filter((n) => n.kind === 'lead_assigned').length)
      .toBe(3);
    await expect(page.getByRole('button', { name: 'Notifications (3)' })).toBeVisible();
  } finally {
    await putBack(admin, sal);
    await sal.context.close();
  }
});

test('an owner who texted back in time is not reported; the one who did not is, naming who had it', async ({
  browser,
}) => {
  // The store's shortest response window is a real minute.
  test.setTimeout(120_000);
  const admin = await otherClient();
  const sal = await person(browser, 'user');
  const meg = await person(browser, 'manager');
  try {
    expect(
      (await sal.api.patch('/api/users/me/availability', { data: { available: true } })).ok(),
    ).toBeTruthy();
    expect(
      (await setRule(admin, { mode: 'round_robin', maxOpenLeads: null, responseWindowMinutes: 1 })).ok(),
    ).toBeTruthy();
    const answered = await createLead(admin, 'Answered', {
      vehicleInterest: 'Ford F-150',
      dealershipId: FORD,
    });
    const ignored = await createLead(admin, 'Ignored', { vehicleInterest: 'Ford F-150', dealershipId: FORD });
    for (const lead of [answered, ignored])
      expect(((await (await admin.get(`/api/leads/${lead.id}`)).json()) as Lead).assignedUserId).toBe(sal.id);

    // Sal answers one of them from its page within the minute.
    const page = await sal.context.newPage();
    await page.goto(`/leads/${answered.id}`);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Hi! Sal from Ford here, when suits you?');
    await page.getByRole('button', { name: 'Send SMS' }).click();
    await expect(page.getByTestId('lead-thread').getByText('Sal from Ford here')).toBeVisible();

    // The window passes: the manager hears of the ignored lead (the e2e server sweeps every 2 s)…
    await expect
      .poll(
        async () =>
          (await noticesOf(meg.api)).find((n) => n.kind === 'response_overdue' && n.leadId === ignored.id),
        { timeout: 90_000, intervals: [1_000] },
      )
      .toBeTruthy();
    const alert = (await noticesOf(meg.api)).find(
      (n) => n.leadId === ignored.id && n.kind === 'response_overdue',
    );
    expect(alert?.body).toMatch(new RegExp(`^${sal.name} had it \\d+ min without acting`));
    // …and not of the answered one, which Sal keeps.
    expect(
      (await noticesOf(meg.api)).some((n) => n.leadId === answered.id && n.kind === 'response_overdue'),
    ).toBe(false);
    expect(((await (await admin.get(`/api/leads/${answered.id}`)).json()) as Lead).assignedUserId).toBe(
      sal.id,
    );
  } finally {
    await putBack(admin, sal);
    await sal.context.close();
    await meg.context.close();
  }
});
