import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { dealerships } from '../dealerships/dealerships.tables';
import { eventsOf, leadById, settledEvent } from './test-support';

const app = await createTestApp({ env: { GOOGLE_LEAD_KEY: 'group-google-key' } });
const db = app.database.db;

beforeAll(async () => {
  await db.update(dealerships).set({ googleKey: 'ford-only-key' }).where(eq(dealerships.id, 3));
});

/** Google's own sample payload, with 64-bit ids as bare numbers. */
const googleLead = (leadId: string, overrides: Record<string, unknown> = {}, columns: unknown[] = []) =>
  JSON.stringify({
    lead_id: leadId,
    api_version: '1.0',
    form_id: 40000000000,
    campaign_id: 12345678901,
    google_key: 'group-google-key',
    is_test: false,
    gcl_id: 'EAIaIQob',
    adgroup_id: 20000000000,
    creative_id: 30000000000,
    user_column_data: [
      { column_name: 'Full Name', string_value: 'Jane Doe', column_id: 'FULL_NAME' },
      { column_name: 'User Phone', string_value: '+15550100199', column_id: 'PHONE_NUMBER' },
      { column_name: 'User Email', string_value: `${leadId.toLowerCase()}@example.com`, column_id: 'EMAIL' },
      { string_value: 'Tucson', column_id: 'VEHICLE_MODEL' },
      ...columns,
    ],
    ...overrides,
  });

const post = (path: 'google' | 'youtube', payload: string, cookie?: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/webhooks/${path}`,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });

describe('Google lead form webhook', () => {
  it('stores, maps and routes a lead with the group key', async () => {
    const res = await post(
      'google',
      googleLead('TeSter-123-ABC', {}, [
        { string_value: 'SUV', column_id: 'VEHICLE_TYPE' },
        { string_value: 'New', column_id: 'VEHICLE_CONDITION' },
        { string_value: 'Lakeside Hyundai', column_id: 'PREFERRED_DEALERSHIP' },
        {
          column_name: 'When will you buy?',
          string_value: 'Within a month',
          column_id: 'VEHICLE_PURCHASE_TIMELINE',
        },
        { column_name: 'Favourite colour', string_value: 'Blue', column_id: 'favourite_colour' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: 1 });
    const event = await settledEvent(db, 'google', 'TeSter-123-ABC');
    expect(event.status).toBe('processed');
    expect(event.body).not.toContain('group-google-key');
    const lead = await leadById(db, event.leadId as number);
    expect(lead).toMatchObject({
      name: 'Jane Doe',
      phone: '+15550100199',
      email: 'tester-123-abc@example.com',
      source: 'google',
      vehicleInterest: 'New Tucson (SUV)',
      dealershipId: 2,
      isTest: false,
    });
    expect(lead?.notes).toContain('When will you buy?: Within a month');
    expect(lead?.notes).toContain('Favourite colour: Blue');
  });

  it('marks is_test leads as test leads, and YouTube leads as youtube', async () => {
    await post('youtube', googleLead('YT-1', { is_test: true }));
    const lead = await leadById(db, (await settledEvent(db, 'youtube', 'YT-1')).leadId as number);
    expect(lead).toMatchObject({ source: 'youtube', isTest: true, dealershipId: 1 });
  });

  it("routes by a dealership's own key, whatever PREFERRED_DEALERSHIP names (its key opens that store only)", async () => {
    await post('google', googleLead('KEY-1', { google_key: 'ford-only-key' }));
    await post(
      'google',
      googleLead('KEY-2', { google_key: 'ford-only-key' }, [
        { string_value: 'Chevrolet', column_id: 'PREFERRED_DEALERSHIP' },
      ]),
    );
    expect(
      (await leadById(db, (await settledEvent(db, 'google', 'KEY-1')).leadId as number))?.dealershipId,
    ).toBe(3);
    expect(
      (await leadById(db, (await settledEvent(db, 'google', 'KEY-2')).leadId as number))?.dealershipId,
    ).toBe(3);
  });

  it('refuses a wrong key with 403 and a missing one with 401, before reading anything else', async () => {
    const wrong = await post('google', googleLead('BAD-1', { google_key: 'guess' }));
    expect(wrong.statusCode).toBe(403);
    const missing = await post('google', googleLead('BAD-2', { google_key: undefined }));
    expect(missing.statusCode).toBe(401);
    const wrongAndBroken = await post('google', JSON.stringify({ google_key: 'guess', nonsense: true }));
    expect(wrongAndBroken.statusCode).toBe(403);
    expect(await eventsOf(db, 'google', 'BAD-1')).toHaveLength(0);
    expect(await eventsOf(db, 'google', 'BAD-2')).toHaveLength(0);
  });

  it('answers 400 naming lead_id when a keyed body has none, and 400 for malformed JSON', async () => {
    const res = await post(
      'google',
      JSON.stringify({ google_key: 'group-google-key', user_column_data: [] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('lead_id');
    expect((await post('google', '{"lead_id":')).statusCode).toBe(400);
  });

  it('keeps 64-bit numeric lead ids exact and de-duplicates on lead_id', async () => {
    const body = googleLead('x').replace('"lead_id":"x"', '"lead_id":9223372036854775807');
    expect((await post('google', body)).json().received).toBe(1);
    expect((await post('google', body)).json().received).toBe(0);
    const event = await settledEvent(db, 'google', '9223372036854775807');
    expect(event.status).toBe('processed');
    expect(event.leadId).not.toBeNull();
    expect(await eventsOf(db, 'google', '9223372036854775807')).toHaveLength(1);
  });

  it('a lead without phone or email ends as a failed event, not a lead', async () => {
    const body = JSON.stringify({
      lead_id: 'NO-CONTACT',
      google_key: 'group-google-key',
      user_column_data: [{ string_value: 'Ghost', column_id: 'FULL_NAME' }],
    });
    expect((await post('google', body)).statusCode).toBe(200);
    const event = await settledEvent(db, 'google', 'NO-CONTACT');
    expect(event).toMatchObject({ status: 'failed', leadId: null, attempts: 1 });
  });

  it('accepts the Test button with a session, refuses it without', async () => {
    const cookie = await app.userCookie('manager', [3]);
    const testBody = JSON.stringify({
      name: 'Test Lead',
      email: 'google.test@example.com',
      phone: '(555) 123-4567',
      vehicleInterest: 'F-150',
      message: 'test',
      source: 'google',
    });
    const ok = await post('google', testBody, cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, test: true });
    expect(await leadById(db, ok.json().leadId)).toMatchObject({
      isTest: true,
      source: 'google',
      dealershipId: 3,
    });
    const youtube = await post('youtube', testBody, cookie);
    expect(await leadById(db, youtube.json().leadId)).toMatchObject({ isTest: true, source: 'youtube' });
    expect((await post('google', testBody)).statusCode).toBe(401);
  });
});
