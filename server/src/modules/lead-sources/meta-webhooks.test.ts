import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealerships } from '../dealerships/dealerships.tables';
import { leads } from '../leads/leads.tables';
import { createMetaTestKit, META_PAGE_TOKEN, META_SECRET } from './meta-test-kit';
import { eventsOf, leadById, settledEvent } from './test-support';
import { metaSignature } from './verify';

const { app, db, graph, notification, post, postSigned, tomCook } = await createMetaTestKit();

beforeAll(async () => {
  await db.update(dealerships).set({ facebookPageId: '555000111' }).where(eq(dealerships.id, 3));
});

describe('GET verification', () => {
  it('answers the challenge as plain text for the right token', async () => {
    for (const platform of ['facebook', 'instagram']) {
      const res = await app.app.inject({
        method: 'GET',
        url: `/api/webhooks/${platform}?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('1158201444');
    }
  });

  it('refuses a wrong token, a wrong mode or a missing challenge with 403', async () => {
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
      'hub.mode=unsubscribe&hub.verify_token=verify-me&hub.challenge=1',
      'hub.mode=subscribe&hub.verify_token=verify-me',
      '',
    ]) {
      const res = await app.app.inject({ method: 'GET', url: `/api/webhooks/facebook?${query}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('POST leadgen notification', () => {
  it('stores a signed notification, fetches the lead from the Graph API and maps it', async () => {
    graph.answer('130528934038370', tomCook('130528934038370', { platform: 'fb' }));
    const res = await postSigned('facebook', notification('130528934038370'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: 1 });

    const event = await settledEvent(db, 'facebook', '130528934038370');
    expect(event.status).toBe('processed');
    expect(event.headers['x-hub-signature-256']).toMatch(/^sha256=/);
    const lead = await leadById(db, event.leadId as number);
    expect(lead).toMatchObject({
      name: 'Tom Cook',
      email: 'tom.cook@example.com',
      phone: '+15552467291',
      source: 'facebook',
      vehicleInterest: '2025 Chevrolet Equinox',
      dealershipId: 1, // page not mapped: the first dealership
      isTest: false,
    });
    expect(lead?.notes).toContain('When do you plan to buy?: This month');
    expect(lead?.notes).toContain('Campaign: Spring sale');
    expect(lead?.score).toBeGreaterThan(50);
    expect(lead?.scoreReasons).toContainEqual({ code: 'phone', points: 15 });
    const call = graph.requests.find((r) => r.id === '130528934038370');
    expect(call?.token).toBe(META_PAGE_TOKEN);
    expect(call?.fields).toContain('platform');
  });

  it('keeps ids above 2^53 exact, end to end', async () => {
    const bigId = '12345678901234567891';
    graph.answer(bigId, tomCook(bigId, {}, { email: 'big.id@example.com', phone_number: '+15125550001' }));
    const res = await postSigned('facebook', notification(bigId, '98765432109876543210'));
    expect(res.statusCode).toBe(200);
    const event = await settledEvent(db, 'facebook', bigId);
    expect(event.status).toBe('processed');
    expect(graph.requests.some((r) => r.id === bigId)).toBe(true);
  });

  it("decides Instagram or Facebook by the lead's platform, and routes by page id", async () => {
    graph.answer(
      '2001',
      tomCook('2001', { platform: 'ig' }, { email: 'insta@example.com', phone_number: '+15125550002' }),
    );
    graph.answer(
      '2002',
      tomCook('2002', { platform: 'fb' }, { email: 'fb@example.com', phone_number: '+15125550003' }),
    );
    expect((await postSigned('facebook', notification('2001', '555000111'))).statusCode).toBe(200);
    expect((await postSigned('instagram', notification('2002'))).statusCode).toBe(200);
    const ig = await leadById(db, (await settledEvent(db, 'facebook', '2001')).leadId as number);
    const fb = await leadById(db, (await settledEvent(db, 'instagram', '2002')).leadId as number);
    expect(ig).toMatchObject({ source: 'instagram', dealershipId: 3 });
    expect(fb).toMatchObject({ source: 'facebook', dealershipId: 1 });
  });

  it('refuses an invalid signature (403), a missing one (401) and re-serialised JSON, storing nothing', async () => {
    const body = notification('3001');
    const wrong = await post('facebook', body, {
      'x-hub-signature-256': metaSignature(body, 'other-secret'),
    });
    expect(wrong.statusCode).toBe(403);
    const garbage = await post('facebook', body, { 'x-hub-signature-256': 'sha256=zz' });
    expect(garbage.statusCode).toBe(403);
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    const tampered = await post('facebook', reserialised, {
      'x-hub-signature-256': metaSignature(body, META_SECRET),
    });
    expect(tampered.statusCode).toBe(403);
    expect((await post('facebook', body)).statusCode).toBe(401);
    expect(await eventsOf(db, 'facebook', '3001')).toHaveLength(0);
  });

  it('answers 400 for malformed JSON and for a signed body that is not a notification', async () => {
    const malformed = await postSigned('facebook', '{"object":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON body');
    const wrongShape = await postSigned('facebook', '{"hello":"world"}');
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().errors.length).toBeGreaterThan(0);
  });

  it('ignores changes other than leadgen', async () => {
    const body =
      '{"object":"page","entry":[{"id":"1","time":1,"changes":[{"field":"feed","value":{"x":1}}]}]}';
    const res = await postSigned('facebook', body);
    expect(res.json()).toEqual({ success: true, received: 0 });
  });
});

describe('nothing doubled', () => {
  it('a redelivery answers 200 and creates nothing', async () => {
    graph.answer('4001', tomCook('4001', {}, { email: 'twice@example.com', phone_number: '+15125550004' }));
    const body = notification('4001');
    expect((await postSigned('facebook', body)).json()).toEqual({ success: true, received: 1 });
    await settledEvent(db, 'facebook', '4001');
    const again = await postSigned('facebook', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, received: 0 });
    expect(await db.select().from(leads).where(eq(leads.email, 'twice@example.com'))).toHaveLength(1);
  });

  it('twenty concurrent deliveries of one notification make one event and one lead', async () => {
    graph.answer('4002', tomCook('4002', {}, { email: 'twenty@example.com', phone_number: '+15125550005' }));
    const body = notification('4002');
    const answers = await Promise.all(Array.from({ length: 20 }, () => postSigned('facebook', body)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, r) => sum + r.json().received, 0)).toBe(1);
    await settledEvent(db, 'facebook', '4002');
    expect(await eventsOf(db, 'facebook', '4002')).toHaveLength(1);
    expect(await db.select().from(leads).where(eq(leads.email, 'twenty@example.com'))).toHaveLength(1);
  });

  it('two different leads of one person merge into one lead, the new interest noted', async () => {
    const person = { email: 'same.person@example.com', phone_number: '(512) 555-0006' };
    graph.answer('4003', tomCook('4003', {}, person));
    graph.answer(
      '4004',
      tomCook(
        '4004',
        {},
        { ...person, phone_number: '+1 512 555 0006', 'which_model_are_you_interested_in?': 'Tahoe' },
      ),
    );
    await postSigned('facebook', notification('4003'));
    const first = await settledEvent(db, 'facebook', '4003');
    await postSigned('facebook', notification('4004'));
    const second = await settledEvent(db, 'facebook', '4004');
    expect(second.leadId).toBe(first.leadId);
    const lead = await leadById(db, first.leadId as number);
    expect(lead?.vehicleInterest).toBe('2025 Chevrolet Equinox');
    expect(lead?.notes).toContain('New enquiry via facebook');
    expect(lead?.notes).toContain('Also interested in: Tahoe');
  });
});

describe("a lead's language from the Meta form's locale", () => {
  it('takes Spanish from a form whose locale is ES_LA, read once per form', async () => {
    graph.answer('777000111', { status: 200, body: { id: '777000111', locale: 'ES_LA' } });
    for (const [id, phone] of [
      ['130528934000001', '+15125550701'],
      ['130528934000002', '+15125550702'],
    ] as const) {
      graph.answer(
        id,
        tomCook(id, { form_id: '777000111' }, { email: `${id}@example.com`, phone_number: phone }),
      );
      expect((await postSigned('facebook', notification(id))).statusCode).toBe(200);
      const event = await settledEvent(db, 'facebook', id);
      expect(await leadById(db, event.leadId as number)).toMatchObject({
        language: 'es',
        languageSource: 'source',
      });
    }
    expect(graph.requests.filter((r) => r.id === '777000111')).toEqual([
      { id: '777000111', token: META_PAGE_TOKEN, fields: 'locale' },
    ]);
  });

  it('leaves the language to the lead’s messages when the form cannot be read', async () => {
    const id = '130528934000003';
    graph.answer(
      id,
      tomCook(id, { form_id: '777000222' }, { email: 'nolocale@example.com', phone_number: '+15125550703' }),
    );
    expect((await postSigned('facebook', notification(id))).statusCode).toBe(200);
    const event = await settledEvent(db, 'facebook', id);
    expect(await leadById(db, event.leadId as number)).toMatchObject({
      language: 'en',
      languageSource: 'default',
    });
  });
});
