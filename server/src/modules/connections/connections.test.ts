import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { graphLead, settledEvent, startGraphDouble, waitFor } from '../lead-sources/test-support';
import { metaSignature } from '../lead-sources/verify';
import { leads } from '../leads/leads.tables';
import { connectionCredentials } from './connections.tables';

const APP_SECRET = 'meta-secret-typed-on-the-screen-7f3a';
const PAGE_TOKEN = 'page-token-typed-on-the-screen-91bc';
const TIKTOK_SECRET = 'tiktok-secret-of-store-one-5d2e';

// Every log line the app writes, to prove no credential is ever in one.
const logLines: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);
const graph = await startGraphDouble();
const app = await createTestApp({
  env: { FACEBOOK_GRAPH_URL: graph.url, INBOUND_EMAIL_DOMAIN: 'in.lakeside.example' },
  logger,
});
const db = app.database.db;
const answers: string[] = [];

async function call(
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
  cookie?: string,
) {
  const res = await app.app.inject({
    method,
    url,
    headers: { cookie: cookie ?? (await app.adminCookie()) },
    ...(payload ? { payload } : {}),
  });
  answers.push(res.body);
  return res;
}
const connectionOf = async (dealershipId: number, source: string) => {
  const res = await call('GET', `/api/dealerships/${dealershipId}/connections`);
  expect(res.statusCode).toBe(200);
  return res.json().connections.find((c: { source: string }) => c.source === source);
};

const notification = (leadgenId: string) =>
  `{"object":"page","entry":[{"id":"230076207144371","time":1466583137,"changes":[{"field":"leadgen","value":` +
  `{"form_id":"129595594131704","leadgen_id":${leadgenId},"page_id":230076207144371}}]}]}`;
const postMeta = (url: string, body: string, secret?: string) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'x-hub-signature-256': metaSignature(body, secret) } : {}),
    },
    payload: body,
  });

describe('a Meta app secret set on the screen', () => {
  it('opens the store URL (signed post → lead in that store) and clearing it closes it (401)', async () => {
    expect(await connectionOf(2, 'facebook')).toMatchObject({
      state: 'closed',
      missing: ['appSecret', 'verifyToken', 'pageAccessToken'],
    });
    const closed = await call('POST', '/api/dealerships/2/connections/facebook/test');
    expect(closed.json()).toMatchObject({ result: 'closed', message: 'closed: set the app secret first' });

    const put = await call('PUT', '/api/dealerships/2/connections/facebook', {
      credentials: { appSecret: APP_SECRET, pageAccessToken: PAGE_TOKEN, verifyToken: 'verify-typed' },
    });
    expect(put.statusCode).toBe(200);
    const facebook = await connectionOf(2, 'facebook');
    expect(facebook).toMatchObject({ state: 'open', reason: "Open with this store's app secret" });
    expect(facebook.urls[0].url).toBe('http://localhost:3000/api/webhooks/facebook?dealership=2');
    expect(facebook.credentials[0]).toMatchObject({
      field: 'appSecret',
      set: true,
      origin: 'store',
      fromServerConfig: false,
    });
    expect(facebook.credentials[0].setBy).toBe('admin@test.example');

    graph.answer('7001', graphLead('7001', { full_name: 'Ana Screen', email: 'ana.screen@example.com' }));
    const signed = await postMeta('/api/webhooks/facebook?dealership=2', notification('7001'), APP_SECRET);
    expect(signed.statusCode).toBe(200);
    const event = await settledEvent(db, 'facebook', '7001');
    expect(event.status).toBe('processed');
    const [lead] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, event.leadId as number));
    expect(lead).toMatchObject({ name: 'Ana Screen', dealershipId: 2, isTest: false });
    expect((await connectionOf(2, 'facebook')).lastResult).toBe('processed');
    // The page token typed on the screen is the one the Graph API was asked with.
    expect(graph.requests.find((r) => r.id === '7001')?.token).toBe(PAGE_TOKEN);

    const verify = await app.app.inject({
      method: 'GET',
      url: '/api/webhooks/facebook?dealership=2&hub.mode=subscribe&hub.verify_token=verify-typed&hub.challenge=42',
    });
    expect(verify.body).toBe('42');
    // Meta's "Verify and save" stores nothing, yet it is the first thing a store sees succeed: the row says so.
    const verified = await waitFor(async () => {
      const c = await connectionOf(2, 'facebook');
      return c.lastResult === 'verified' ? c : undefined;
    });
    expect(verified.checks.find((c: { channel: string }) => c.channel === 'facebook-verify')).toMatchObject({
      lastAcceptedAt: verified.lastEventAt,
      lastRefusedAt: null,
    });

    // Graph answers `me` for a page token with its page, as it would read a lead with it.
    graph.answer('me', { status: 200, body: { name: 'Lakeside Hyundai', id: '230076207144371' } });
    const test = await call('POST', '/api/dealerships/2/connections/facebook/test');
    expect(test.json()).toMatchObject({
      result: 'created',
      message: 'lead created (test); the page access token reads the page "Lakeside Hyundai"',
      status: 200,
    });
    const [testLead] = await db.select().from(leads).where(eq(leads.id, test.json().leadId));
    expect(testLead).toMatchObject({ isTest: true, dealershipId: 2, source: 'facebook' });
    expect(graph.requests.filter((r) => r.id === 'me').map((r) => r.token)).toEqual([PAGE_TOKEN]);

    const cleared = await call('DELETE', '/api/dealerships/2/connections/facebook');
    expect(cleared.statusCode).toBe(200);
    const refused = await postMeta('/api/webhooks/facebook?dealership=2', notification('7002'), APP_SECRET);
    expect(refused.statusCode).toBe(401);
    expect(await connectionOf(2, 'facebook')).toMatchObject({ state: 'closed' });
  });

  it('Test says when the page access token would not read a lead (the sample alone never reaches Facebook)', async () => {
    await call('PUT', '/api/dealerships/3/connections/facebook', { credentials: { appSecret: APP_SECRET } });
    const unset = await call('POST', '/api/dealerships/3/connections/facebook/test');
    expect(unset.json()).toMatchObject({
      result: 'closed',
      message:
        'the app secret works (a test lead was made), but leads cannot be read from Facebook yet: set the page access token',
    });
    expect(unset.json().leadId).toEqual(expect.any(Number));

    await call('PUT', '/api/dealerships/3/connections/facebook', {
      credentials: { pageAccessToken: 'an-expired-page-token' },
    });
    graph.answer('me', {
      status: 400,
      body: {
        error: {
          message: 'Error validating access token: Session has expired',
          type: 'OAuthException',
          code: 190,
        },
      },
    });
    const refused = await call('POST', '/api/dealerships/3/connections/instagram/test');
    expect(refused.json()).toMatchObject({
      result: 'refused',
      message:
        'the app secret works (a test lead was made), but Facebook refused the page access token: Graph API 400: Error validating access token: Session has expired',
    });
    expect(refused.body).not.toContain('an-expired-page-token');
    await call('DELETE', '/api/dealerships/3/connections/facebook');
  });

  it('shows a refusal in the words the sender was answered', async () => {
    await call('PUT', '/api/dealerships/3/connections/google', {
      credentials: { leadKey: 'ford-google-key' },
    });
    const answer = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/google?dealership=3',
      headers: { 'content-type': 'application/json' },
      payload: { google_key: 'ford-google-key', lead_id: { not: 'an id' } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^Invalid request: lead_id: /);
    const google = await waitFor(async () => {
      const c = await connectionOf(3, 'google');
      return c.lastResult === 'refused' ? c : undefined;
    });
    // Not the validation error's JSON dump of issues.
    expect(google.lastError).toBe(answer.json().message);
    await call('DELETE', '/api/dealerships/3/connections/google');
  });

  it('shows the last event and the last refusal, live', async () => {
    await postMeta('/api/webhooks/facebook?dealership=2', notification('7003'), 'a-guess');
    const facebook = await waitFor(async () => {
      const c = await connectionOf(2, 'facebook');
      return c.lastResult === 'refused' ? c : undefined;
    });
    expect(facebook.lastError).toMatch(/no secret configured|Invalid signature/);
    expect(facebook.lastEventAt).toBeTruthy();
  });
});

describe("what a source's last event says", () => {
  it('a signed Meta post with no leadgen_id is still a 200, and the row shows it was ignored and why', async () => {
    await call('PUT', '/api/dealerships/1/connections/facebook', { credentials: { appSecret: APP_SECRET } });
    const body =
      '{"object":"page","entry":[{"id":"230076207144371","time":1,"changes":[{"field":"leadgen","value":' +
      '{"form_id":"129595594131704","page_id":"230076207144371"}}]}]}';
    const res = await postMeta('/api/webhooks/facebook?dealership=1', body, APP_SECRET);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: 0 });
    expect(await connectionOf(1, 'facebook')).toMatchObject({
      lastResult: 'ignored',
      lastReason: 'no leadgen_id in the change',
      lastError: null,
    });
    // Facebook's retry of the same post is the same event, not a second one.
    await postMeta('/api/webhooks/facebook?dealership=1', body, APP_SECRET);
    const stored = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM webhook_events WHERE source = 'facebook' AND status = 'ignored'`,
    );
    expect(stored[0]?.n).toBe(1);
    await call('DELETE', '/api/dealerships/1/connections/facebook');
  });

  it('says a Google "Send test data" lead is a test lead, and a real one after it is a lead again', async () => {
    await call('PUT', '/api/dealerships/1/connections/google', { credentials: { leadKey: 'store-one-key' } });
    const google = (leadId: string, isTest: boolean) =>
      app.app.inject({
        method: 'POST',
        url: '/api/webhooks/google?dealership=1',
        headers: { 'content-type': 'application/json' },
        payload: {
          google_key: 'store-one-key',
          lead_id: leadId,
          is_test: isTest,
          user_column_data: [
            { column_name: 'Full Name', string_value: 'Gina Test', column_id: 'FULL_NAME' },
            { string_value: `${leadId.toLowerCase()}@example.com`, column_id: 'EMAIL' },
          ],
        },
      });
    expect((await google('G-TEST-1', true)).statusCode).toBe(200);
    expect((await settledEvent(db, 'google', 'G-TEST-1')).status).toBe('processed');
    expect((await connectionOf(1, 'google')).lastResult).toBe('test-lead');

    expect((await google('G-REAL-1', false)).statusCode).toBe(200);
    await settledEvent(db, 'google', 'G-REAL-1');
    expect((await connectionOf(1, 'google')).lastResult).toBe('processed');
    await call('DELETE', '/api/dealerships/1/connections/google');
  });
});

describe("one store's credentials", () => {
  it("never open another store's endpoint, nor the group's", async () => {
    await call('PUT', '/api/dealerships/1/connections/tiktok', { credentials: { secret: TIKTOK_SECRET } });
    const post = (url: string, secret: string) =>
      app.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-webhook-secret': secret },
        payload: {
          lead_id: `tt-${url.length}-${Math.random()}`,
          name: 'Tik Tok',
          email: 'tik.tok@example.com',
        },
      });
    // Checked against store 2's credentials (none) and the group's (none): closed there, whatever is presented.
    expect((await post('/api/webhooks/tiktok?dealership=2', TIKTOK_SECRET)).statusCode).toBe(401);
    expect((await post('/api/webhooks/tiktok', TIKTOK_SECRET)).statusCode).toBe(401);
    expect((await post('/api/webhooks/tiktok?dealership=1', 'wrong')).statusCode).toBe(403);
    const opened = await post('/api/webhooks/tiktok?dealership=1', TIKTOK_SECRET);
    expect(opened.statusCode).toBe(200);
    const tiktok = await connectionOf(1, 'tiktok');
    expect(['pending', 'processed']).toContain(tiktok.lastResult);
    expect((await connectionOf(2, 'tiktok')).state).toBe('closed');
    expect((await connectionOf(1, 'tiktok')).state).toBe('open');
  });

  it('a group credential opens every store that has none of its own', async () => {
    await call('PUT', '/api/dealerships/1/connections/adf', {
      credentials: { secret: 'group-adf' },
      scope: 'group',
    });
    expect(await connectionOf(3, 'adf')).toMatchObject({
      state: 'open',
      reason: "Open with the group's secret",
    });
    const test = await call('POST', '/api/dealerships/3/connections/adf/test');
    expect(test.json()).toMatchObject({ result: 'created' });
  });
});

describe('the website form', () => {
  const origin = 'https://www.store-one.example';
  const formPost = (url: string, from: string, fields: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: from },
      payload: new URLSearchParams(fields).toString(),
    });

  it("refuses another site's plain HTML form post and accepts the store's own site", async () => {
    expect(await connectionOf(1, 'website')).toMatchObject({ state: 'closed' });
    const closedTest = await call('POST', '/api/dealerships/1/connections/website/test');
    expect(closedTest.json()).toMatchObject({ result: 'closed' });

    const bad = await call('PUT', '/api/dealerships/1/connections/website', {
      credentials: { origins: ['https://www.store-one.example/contact'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('credentials.origins');
    const many = Array.from({ length: 51 }, (_, i) => `https://site${i}.example`);
    const tooMany = await call('PUT', '/api/dealerships/1/connections/website', {
      credentials: { origins: many },
    });
    expect(tooMany.statusCode).toBe(400);
    const huge = await call('PUT', '/api/dealerships/1/connections/adf', {
      credentials: { secret: 'x'.repeat(5000) },
    });
    expect(huge.json().errors[0].path).toBe('credentials.secret');
    await call('PUT', '/api/dealerships/1/connections/website', { credentials: { origins: [origin] } });
    expect((await connectionOf(1, 'website')).credentials[0].values).toEqual([origin]);

    const evil = await formPost('/api/leads/capture?dealership=1', 'https://evil.example', {
      name: 'Forged Form',
      email: 'forged.form@example.com',
    });
    expect(evil.statusCode).toBe(403);
    expect(await db.select().from(leads).where(eq(leads.email, 'forged.form@example.com'))).toHaveLength(0);
    // The store's site on another store's URL is refused too.
    const elsewhere = await formPost('/api/leads/capture?dealership=2', origin, {
      name: 'Wrong Store',
      email: 'wrong.store@example.com',
    });
    expect(elsewhere.statusCode).toBe(403);

    const preflight = await app.app.inject({
      method: 'OPTIONS',
      url: '/api/leads/capture?dealership=1',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    // A script's form on a site not listed (a typo, www. left out) asks first and is told no: the browser never
    // posts, so that refusal is the one trace of it the store can see.
    const typo = 'https://store-without-www.example';
    const refusedPreflight = await app.app.inject({
      method: 'OPTIONS',
      url: '/api/leads/capture?dealership=1',
      headers: { origin: typo, 'access-control-request-method': 'POST' },
    });
    expect(refusedPreflight.statusCode).toBe(403);
    expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();
    const website = await waitFor(async () => {
      const c = await connectionOf(1, 'website');
      return c.lastError?.startsWith(typo) ? c : undefined;
    });
    expect(website).toMatchObject({
      lastResult: 'refused',
      lastError: `${typo} may not send leads to this store: add it to the website form's sites on Webhook Setup`,
    });
    const good = await formPost('/api/leads/capture?dealership=1', origin, {
      name: 'Real Form',
      email: 'real.form@example.com',
    });
    expect(good.statusCode).toBe(200);
    expect(good.headers['access-control-allow-origin']).toBe(origin);
    const [lead] = await db.select().from(leads).where(eq(leads.email, 'real.form@example.com'));
    expect(lead?.dealershipId).toBe(1);

    const trap = await formPost('/api/leads/capture?dealership=1', origin, {
      name: 'Bot',
      email: 'bot@example.com',
      website: 'x',
    });
    expect(trap.statusCode).toBe(200);
    expect(await db.select().from(leads).where(eq(leads.email, 'bot@example.com'))).toHaveLength(0);
    const test = await call('POST', '/api/dealerships/1/connections/website/test');
    expect(test.json()).toMatchObject({ result: 'accepted' });
  });
});

describe('Twilio and inbound e-mail', () => {
  it('are set for the group and tested through their signed endpoints', async () => {
    const store = await call('PUT', '/api/dealerships/1/connections/twilio', {
      credentials: { authToken: 'tw' },
    });
    expect(store.statusCode).toBe(400);
    expect(store.json().errors[0].path).toBe('scope');
    expect((await call('POST', '/api/dealerships/1/connections/twilio/test')).json().result).toBe('closed');
    await call('PUT', '/api/dealerships/1/connections/twilio', {
      credentials: { authToken: 'twilio-token-xyz' },
      scope: 'group',
    });
    expect((await call('POST', '/api/dealerships/1/connections/twilio/test')).json()).toMatchObject({
      result: 'accepted',
    });
    const twilio = await waitFor(async () => {
      const c = await connectionOf(2, 'twilio');
      return c.checks.some(
        (k: { channel: string; lastAcceptedAt: string | null }) =>
          k.channel === 'twilio-status' && k.lastAcceptedAt,
      )
        ? c
        : undefined;
    });
    expect(twilio.urls.map((u: { url: string }) => u.url)).toEqual([
      'http://localhost:3000/api/webhooks/twilio/sms',
      'http://localhost:3000/api/webhooks/twilio/status',
    ]);

    expect((await call('POST', '/api/dealerships/1/connections/email/test')).json().result).toBe('closed');
    await call('PUT', '/api/dealerships/1/connections/email', {
      credentials: { signingKey: 'mailgun-key-abc' },
      scope: 'group',
    });
    expect((await call('POST', '/api/dealerships/1/connections/email/test')).json()).toMatchObject({
      result: 'accepted',
    });
    // ADF by e-mail opens with it, and names the address each store gives its providers (its own, not guessable).
    const adfEmail = await connectionOf(1, 'adf-email');
    expect(adfEmail.state).toBe('open');
    const address = adfEmail.urls.find((u: { name: string }) => u.name === 'adfAddress')?.url;
    expect(address).toMatch(/^leads-[0-9a-f]{16}@in\.lakeside\.example$/);
    const otherStore = (await connectionOf(2, 'adf-email')).urls.find(
      (u: { name: string }) => u.name === 'adfAddress',
    );
    expect(otherStore?.url).toMatch(/^leads-[0-9a-f]{16}@/);
    expect(otherStore?.url).not.toBe(address);

    // Mailgun signing with another key (the one most easily mistyped): the lead address's row says so too.
    const timestamp = `${Math.floor(Date.now() / 1000)}`;
    const token = 'a'.repeat(50);
    const forged = await app.app.inject({
      method: 'POST',
      url: '/api/webhooks/email/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        recipient: address as string,
        timestamp,
        token,
        signature: createHmac('sha256', 'not-the-signing-key')
          .update(timestamp + token)
          .digest('hex'),
      }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    const refused = await waitFor(async () => {
      const c = await connectionOf(1, 'adf-email');
      return c.lastResult === 'refused' ? c : undefined;
    });
    expect(refused.lastError).toBe(forged.json().message);
  });
});

describe('who may see and change connections', () => {
  it('lets managers read their own store only, and only admins change or test', async () => {
    const manager = await app.userCookie('manager', [1]);
    expect((await call('GET', '/api/dealerships/1/connections', undefined, manager)).statusCode).toBe(200);
    expect((await call('GET', '/api/dealerships/2/connections', undefined, manager)).statusCode).toBe(404);
    const put = await call(
      'PUT',
      '/api/dealerships/1/connections/adf',
      { credentials: { secret: 's' } },
      manager,
    );
    expect(put.statusCode).toBe(403);
    expect(
      (await call('POST', '/api/dealerships/1/connections/adf/test', undefined, manager)).statusCode,
    ).toBe(403);
    const user = await app.userCookie('user', [1]);
    expect((await call('GET', '/api/dealerships/1/connections', undefined, user)).statusCode).toBe(403);
  });

  it('names the unknown source or field', async () => {
    const source = await call('PUT', '/api/dealerships/1/connections/myspace', {
      credentials: { secret: 'x' },
    });
    expect(source.statusCode).toBe(400);
    expect(source.body).toMatch(/source/);
    const field = await call('PUT', '/api/dealerships/1/connections/google', {
      credentials: { appSecret: 'x' },
    });
    expect(field.statusCode).toBe(400);
    expect(field.json().errors[0].path).toBe('credentials.appSecret');
  });
});

describe('a credential set on the screen', () => {
  it('is in no answer, no log line, no audit entry, and not readable in the database', async () => {
    await waitFor(async () => logLines.length > 0);
    for (const secret of [
      APP_SECRET,
      PAGE_TOKEN,
      TIKTOK_SECRET,
      'twilio-token-xyz',
      'mailgun-key-abc',
      'an-expired-page-token',
    ]) {
      expect(answers.some((a) => a.includes(secret))).toBe(false);
      expect(logLines.some((l) => l.includes(secret))).toBe(false);
    }
    const audit = await queryRows<{ action: string; text: string }>(
      db,
      sql`SELECT action, row_to_json(audit_log)::text AS text FROM audit_log WHERE entity_type = 'connection'`,
    );
    expect(audit.map((a) => a.action)).toContain('connection.credentials_set');
    expect(audit.map((a) => a.action)).toContain('connection.credentials_cleared');
    for (const row of audit)
      expect(row.text).not.toMatch(/secret-typed|tiktok-secret|twilio-token|mailgun-key/);
    const stored = await db.select().from(connectionCredentials);
    expect(stored.length).toBeGreaterThan(0);
    const secrets = [APP_SECRET, PAGE_TOKEN, TIKTOK_SECRET, 'twilio-token-xyz', 'mailgun-key-abc'];
    for (const row of stored) {
      expect(row.sealed).toMatch(/^v1\./);
      for (const secret of secrets) {
        expect(row.sealed).not.toContain(secret);
        expect(row.sealed).not.toContain(Buffer.from(secret).toString('base64url').slice(0, 12));
      }
    }
  });
});
