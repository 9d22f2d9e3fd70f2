import { defaultAiSettings } from '@lead-manager/contracts/ai-defaults';
import { DEFAULT_LANGUAGE_TEMPLATES } from '@lead-manager/contracts/ai-language-defaults';
import type { AiSettings } from '@lead-manager/contracts/ai-settings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { aiSettings } from './ai-settings.tables';

const app = await createTestApp({ workers: false });
const db = app.database.db;

let admin: string;
let chevyManager: string;
let chevyUser: string;
beforeAll(async () => {
  admin = await app.adminCookie();
  chevyManager = await app.userCookie('manager', [1]);
  chevyUser = await app.userCookie('user', [1]);
  // Ford has never saved its settings: GET answers the brand defaults.
  await db.delete(aiSettings).where(eq(aiSettings.dealershipId, 3));
});

const call = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: object | string) =>
  app.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    payload,
  });
const savedRow = async (dealershipId: number) =>
  (await db.select().from(aiSettings).where(eq(aiSettings.dealershipId, dealershipId)))[0];

const schedule = [
  { delay: 2, channel: 'sms', message: 'Quick check-in' },
  { delay: 48, channel: 'email', message: 'Still thinking it over?' },
];

describe('GET /api/ai-settings/:dealershipId', () => {
  it('answers the saved settings', async () => {
    const res = await call('GET', '/api/ai-settings/1', chevyUser);
    expect(res.statusCode).toBe(200);
    const settings = res.json() as AiSettings;
    expect(settings.id).toEqual(expect.any(Number));
    expect(settings.dealershipId).toBe(1);
    expect(settings.systemPrompt.length).toBeGreaterThan(0);
  });

  it('answers the brand defaults with id null when nothing was saved', async () => {
    const res = await call('GET', '/api/ai-settings/3', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: null,
      dealershipId: 3,
      ...defaultAiSettings('ford'),
      languageTemplates: DEFAULT_LANGUAGE_TEMPLATES,
      createdAt: null,
      updatedAt: null,
    });
  });

  it('keeps Spanish and French templates of its own, checked like the others', async () => {
    const es = {
      ...DEFAULT_LANGUAGE_TEMPLATES.es,
      smsTemplate: 'Hola {customerName}: {message} ({dealershipName})',
    };
    const saved = await call('PATCH', '/api/ai-settings/2', admin, {
      languageTemplates: { ...DEFAULT_LANGUAGE_TEMPLATES, es },
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/ai-settings/2', admin)).json().languageTemplates.es.smsTemplate).toBe(
      'Hola {customerName}: {message} ({dealershipName})',
    );
    const bad = await call('PATCH', '/api/ai-settings/2', admin, { languageTemplates: { es } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('languageTemplates.fr');
  });

  it('checks the variables of Spanish and French follow-up texts like the English ones; a blank one is allowed', async () => {
    const before = await savedRow(2);
    const fr = {
      ...DEFAULT_LANGUAGE_TEMPLATES.fr,
      followUpMessages: ['', 'Bonjour {nomClient}, toujours intéressé?'],
    };
    const bad = await call('PATCH', '/api/ai-settings/2', admin, {
      languageTemplates: { ...DEFAULT_LANGUAGE_TEMPLATES, fr },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        path: 'languageTemplates.fr.followUpMessages.1',
        message: expect.stringMatching(/^unknown variable \{nomClient\}/),
      },
    ]);
    expect((await savedRow(2))?.languageTemplates).toEqual(before?.languageTemplates);

    fr.followUpMessages = ['', 'Bonjour {customerName}, toujours intéressé par le {vehicleInterest}?'];
    const good = await call('PATCH', '/api/ai-settings/2', admin, {
      languageTemplates: { ...DEFAULT_LANGUAGE_TEMPLATES, fr },
    });
    expect(good.statusCode).toBe(200);
    expect((await savedRow(2))?.languageTemplates?.fr.followUpMessages).toEqual(fr.followUpMessages);
  });

  it("refuses a bad id, needs a session and hides another dealership's settings", async () => {
    expect((await call('GET', '/api/ai-settings/abc', admin)).json().errors[0].path).toBe('dealershipId');
    expect((await call('GET', '/api/ai-settings/1')).statusCode).toBe(401);
    expect((await call('GET', '/api/ai-settings/2', chevyUser)).statusCode).toBe(404);
    expect((await call('GET', '/api/ai-settings/999', admin)).statusCode).toBe(404);
  });
});

describe('PATCH /api/ai-settings/:dealershipId', () => {
  it('saves the changed fields and reads them back', async () => {
    const before = await savedRow(1);
    const res = await call('PATCH', '/api/ai-settings/1', chevyManager, {
      systemPrompt: 'Be brief and friendly.',
      smsTemplate: 'Hi {customerName}, {message}',
      followUpSchedule: schedule,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: before?.id,
      systemPrompt: 'Be brief and friendly.',
      followUpSchedule: schedule,
    });
    const read = (await call('GET', '/api/ai-settings/1', chevyUser)).json() as AiSettings;
    expect(read).toMatchObject({
      systemPrompt: 'Be brief and friendly.',
      smsTemplate: 'Hi {customerName}, {message}',
      emailTemplate: before?.emailTemplate,
      followUpSchedule: schedule,
    });
    expect(Date.parse(read.updatedAt ?? '')).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
  });

  it('creates the settings from the brand defaults on the first save', async () => {
    const res = await call('PATCH', '/api/ai-settings/3', admin, { smsCharacterLimit: 320 });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as AiSettings;
    expect(saved.id).toEqual(expect.any(Number));
    expect(saved).toMatchObject({ ...defaultAiSettings('ford'), smsCharacterLimit: 320, dealershipId: 3 });
    expect((await call('GET', '/api/ai-settings/3', admin)).json()).toEqual(saved);
  });

  it('names a follow-up step delay under one hour and other bad fields; malformed JSON is a 400', async () => {
    const before = await savedRow(1);
    const res = await call('PATCH', '/api/ai-settings/1', admin, {
      followUpSchedule: [{ delay: 0.5, channel: 'sms', message: 'x' }],
      smsCharacterLimit: 10,
      emailEnabled: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['followUpSchedule.0.delay', 'smsCharacterLimit', 'emailEnabled']),
    );
    expect((await call('PATCH', '/api/ai-settings/1', admin, '{"systemPrompt":')).statusCode).toBe(400);
    expect(await savedRow(1)).toEqual(before);
  });

  it('is for managers and admins: a user gets 403 and nothing changes', async () => {
    const before = await savedRow(1);
    const res = await call('PATCH', '/api/ai-settings/1', chevyUser, { systemPrompt: 'hijacked' });
    expect(res.statusCode).toBe(403);
    expect(await savedRow(1)).toEqual(before);
  });

  it("needs a session; another dealership's settings are a 404", async () => {
    const before = await savedRow(2);
    expect((await call('PATCH', '/api/ai-settings/2', undefined, { systemPrompt: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('PATCH', '/api/ai-settings/2', chevyManager, { systemPrompt: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', '/api/ai-settings/999', admin, { systemPrompt: 'x' })).statusCode).toBe(404);
    expect(await savedRow(2)).toEqual(before);
  });
});
