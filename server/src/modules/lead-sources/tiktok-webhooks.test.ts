import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { eventsOf, leadById, leadsWithEmail, settledEvent } from './test-support';
import { sha256Hex } from './verify';

const app = await createTestApp({ env: { TIKTOK_WEBHOOK_SECRET: 'tt-secret' } });
const db = app.database.db;

const post = (payload: string, headers: Record<string, string> = { 'x-webhook-secret': 'tt-secret' }) =>
  app.app.inject({
    method: 'POST',
    url: '/api/webhooks/tiktok',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('TikTok webhook', () => {
  it('maps name/value pairs, keeps unknown answers in notes, and de-duplicates on the lead id', async () => {
    const body = JSON.stringify({
      lead_id: 'BIG',
      advertiser_id: '7000000000000000001',
      create_time: 1717000000,
      fields: [
        { name: 'name', value: 'Brandon Scott' },
        { name: 'email', value: 'Brandon@Example.com' },
        { name: 'phone_number', value: '+1 (307) 555-0191' },
        { name: 'vehicle_model', value: '2025 Hyundai Kona N Line' },
        { name: 'Preferred contact time', value: 'Evenings' },
      ],
      dealershipBrand: 'hyundai',
    }).replace('"BIG"', '7312345678901234567'); // a bare number above 2^53, as sent
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: 1 });
    const event = await settledEvent(db, 'tiktok', '7312345678901234567');
    const lead = await leadById(db, event.leadId as number);
    expect(lead).toMatchObject({
      name: 'Brandon Scott',
      email: 'brandon@example.com',
      phone: '+13075550191',
      source: 'tiktok',
      vehicleInterest: '2025 Hyundai Kona N Line',
      dealershipId: 2,
    });
    expect(lead?.notes).toBe('Preferred contact time: Evenings');
    expect((await post(body)).json()).toEqual({ success: true, received: 0 });
  });

  it('maps a flat object nested under `lead`, and hashes the payload when there is no id', async () => {
    const body = JSON.stringify({
      lead: { full_name: 'Flat Lead', email: 'flat@example.com', car_model: 'Bronco' },
    });
    expect((await post(body)).statusCode).toBe(200);
    const event = await settledEvent(db, 'tiktok', `sha256:${sha256Hex(body)}`);
    expect(await leadById(db, event.leadId as number)).toMatchObject({
      name: 'Flat Lead',
      vehicleInterest: 'Bronco',
      dealershipId: 1,
    });
    expect((await post(body)).json().received).toBe(0);
    expect(await leadsWithEmail(db, 'flat@example.com')).toHaveLength(1);
  });

  it('refuses a wrong secret (403) and none (401); answers 400 for a body that is not an object', async () => {
    const body = JSON.stringify({ lead_id: 'refused-1', email: 'refused@example.com' });
    expect((await post(body, { 'x-webhook-secret': 'nope' })).statusCode).toBe(403);
    expect((await post(body, {})).statusCode).toBe(401);
    expect(await eventsOf(db, 'tiktok', 'refused-1')).toHaveLength(0);
    expect((await post('[1,2]')).statusCode).toBe(400);
    expect((await post('{bad json')).statusCode).toBe(400);
  });

  it('accepts the Test button with a session', async () => {
    const cookie = await app.userCookie('user', [1, 3]);
    const res = await post(
      JSON.stringify({
        name: 'TikTok Test',
        email: 'tt.test@example.com',
        phone: '5551234567',
        source: 'tiktok',
      }),
      { cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(await leadById(db, res.json().leadId)).toMatchObject({
      isTest: true,
      source: 'tiktok',
      dealershipId: 1,
    });
  });
});
