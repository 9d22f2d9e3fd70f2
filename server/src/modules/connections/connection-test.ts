import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { ConnectionTestResult, SettableSource } from '@lead-manager/contracts/connections';
import twilio from 'twilio';
import type { PageTokenCheck } from './connections.service';
import { splitOrigins } from './credential-catalog';
import type { CredentialLookup } from './credential-store';

/** A request run through the app in this process (Fastify's `inject`), so it meets the same checks as a real one. */
export type Inject = (request: {
  method: 'POST' | 'OPTIONS';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;

interface Sample {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}

const JSON_TYPE = { 'content-type': 'application/json', 'x-lead-manager-test': '1' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Who the test lead is: a fresh address and number each time, so it never merges into an earlier test. */
function testLead(source: string) {
  const stamp = `${Date.now()}`.slice(-6);
  return {
    name: `Test Lead ${source} ${stamp}`,
    email: `test.${source}.${stamp}@example.com`,
    phone: `+1555555${`${randomInt(10000)}`.padStart(4, '0')}`,
    vehicleInterest: '2025 Test Vehicle',
    message: 'Sent by the Test button on Webhook Setup',
  };
}

/** The sample delivery each source's platform would send, signed with the credential in force when there is one. */
async function sampleFor(
  source: SettableSource,
  dealershipId: number,
  lookup: CredentialLookup,
  publicBaseUrl: string,
): Promise<Sample> {
  const store = `?dealership=${dealershipId}`;
  switch (source) {
    case 'facebook':
    case 'instagram': {
      const { appSecret } = await lookup('meta', dealershipId);
      const payload = JSON.stringify(testLead(source));
      const headers: Record<string, string> = { ...JSON_TYPE };
      if (appSecret)
        headers['x-hub-signature-256'] =
          `sha256=${createHmac('sha256', appSecret).update(payload).digest('hex')}`;
      return { method: 'POST', url: `/api/webhooks/${source}${store}`, headers, payload };
    }
    case 'google':
    case 'youtube': {
      const { leadKey } = await lookup('google', dealershipId);
      const payload = JSON.stringify({ ...testLead(source), ...(leadKey ? { google_key: leadKey } : {}) });
      return { method: 'POST', url: `/api/webhooks/${source}${store}`, headers: { ...JSON_TYPE }, payload };
    }
    case 'tiktok':
    case 'adf': {
      const { secret } = await lookup(source, dealershipId);
      const headers: Record<string, string> = { ...JSON_TYPE };
      if (secret) headers['x-webhook-secret'] = secret;
      const payload = JSON.stringify(testLead(source));
      return { method: 'POST', url: `/api/webhooks/${source}${store}`, headers, payload };
    }
    case 'twilio': {
      // A status callback for a message that does not exist: signed like Twilio's, changes nothing.
      const { authToken } = await lookup('twilio', null);
      const url = '/api/webhooks/twilio/status';
      const fields = { MessageSid: `SMtest${randomBytes(13).toString('hex')}`, MessageStatus: 'delivered' };
      const headers: Record<string, string> = { ...FORM_TYPE };
      if (authToken)
        headers['x-twilio-signature'] = twilio.getExpectedTwilioSignature(
          authToken,
          `${publicBaseUrl}${url}`,
          fields,
        );
      return { method: 'POST', url, headers, payload: form(fields) };
    }
    default:
      return emailSample(source, lookup);
  }
}

/** A signed e-mail post without a sender: it passes the door and is then turned away (406), storing nothing. */
async function emailSample(source: SettableSource, lookup: CredentialLookup): Promise<Sample> {
  const url = '/api/webhooks/email/inbound';
  const { signingKey } = await lookup('mailgun', null);
  const { secret } = await lookup('sendgrid', null);
  if (signingKey && source !== 'sendgrid') {
    const timestamp = `${Math.floor(Date.now() / 1000)}`;
    const token = randomBytes(25).toString('hex');
    const signature = createHmac('sha256', signingKey)
      .update(timestamp + token)
      .digest('hex');
    return { method: 'POST', url, headers: { ...FORM_TYPE }, payload: form({ timestamp, token, signature }) };
  }
  const key = secret ? `?key=${encodeURIComponent(secret)}` : '';
  return {
    method: 'POST',
    url: `${url}${key}`,
    headers: { ...FORM_TYPE },
    payload: form({ subject: 'Test' }),
  };
}

/** What a source needs before its endpoint accepts anything. */
const MISSING: Record<SettableSource, string> = {
  facebook: 'the app secret',
  instagram: 'the app secret',
  google: 'the lead key',
  youtube: 'the lead key',
  tiktok: 'the secret',
  adf: 'the secret',
  twilio: 'the auth token',
  email: 'the Mailgun signing key or the SendGrid secret',
  'adf-email': 'the Mailgun signing key or the SendGrid secret',
  mailgun: 'the signing key',
  sendgrid: 'the secret',
  website: "your site's address",
};

const messageOf = (body: string) => {
  try {
    return (JSON.parse(body) as { message?: string }).message ?? body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
};

/** The website form: the first allowed site asks (preflight) and posts a sample that fills the spam trap. */
async function testWebsite(dealershipId: number, lookup: CredentialLookup, inject: Inject) {
  const origins = splitOrigins((await lookup('website', dealershipId)).origins);
  const origin = origins.find((o) => o !== '*') ?? 'https://site-not-on-the-list.invalid';
  const url = `/api/leads/capture?dealership=${dealershipId}`;
  const answer = await inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin },
    payload: JSON.stringify({ ...testLead('website'), website: 'spam-trap' }),
  });
  if (answer.statusCode === 403 && origins.length === 0)
    return { result: 'closed' as const, message: "closed: add your site's address first", status: 403 };
  if (answer.statusCode >= 400)
    return { result: 'refused' as const, message: messageOf(answer.body), status: answer.statusCode };
  const allowed = answer.headers['access-control-allow-origin'] === origin;
  return {
    result: allowed ? ('accepted' as const) : ('refused' as const),
    message: allowed
      ? `${origin} may post to this store (the sample filled the spam trap, so no lead was made)`
      : `${origin} was not given CORS`,
    status: answer.statusCode,
  };
}

/**
 * Meta's post carries no lead, only its id: the lead is read from the Graph API with the page access token. A
 * signed sample proves the app secret; this says whether a real lead could then be read.
 */
function withPageToken(passed: ConnectionTestResult, check: PageTokenCheck): ConnectionTestResult {
  const sample =
    passed.leadId !== undefined ? 'the app secret works (a test lead was made)' : 'the app secret works';
  if (check.readable)
    return { ...passed, message: `${passed.message}; the page access token reads the page "${check.page}"` };
  if (check.unset)
    return {
      ...passed,
      result: 'closed',
      message: `${sample}, but leads cannot be read from Facebook yet: set the page access token`,
    };
  return {
    ...passed,
    result: 'refused',
    message: `${sample}, but Facebook refused the page access token: ${check.reason}`,
  };
}

/** Webhook Setup's Test: a sample through the real endpoint, and what it answered, in plain words. */
export async function runConnectionTest(
  source: SettableSource,
  dealershipId: number,
  {
    lookup,
    inject,
    publicBaseUrl,
    checkPageToken,
  }: {
    lookup: CredentialLookup;
    inject: Inject;
    publicBaseUrl: string;
    checkPageToken: (dealershipId: number) => Promise<PageTokenCheck>;
  },
): Promise<ConnectionTestResult> {
  const passed = await runSample(source, dealershipId, { lookup, inject, publicBaseUrl });
  if ((source !== 'facebook' && source !== 'instagram') || passed.status >= 400) return passed;
  return withPageToken(passed, await checkPageToken(dealershipId));
}

async function runSample(
  source: SettableSource,
  dealershipId: number,
  { lookup, inject, publicBaseUrl }: { lookup: CredentialLookup; inject: Inject; publicBaseUrl: string },
): Promise<ConnectionTestResult> {
  if (source === 'website') return testWebsite(dealershipId, lookup, inject);
  const sample = await sampleFor(source, dealershipId, lookup, publicBaseUrl);
  const answer = await inject(sample);
  const status = answer.statusCode;
  const message = messageOf(answer.body);
  if (status === 401) return { result: 'closed', message: `closed: set ${MISSING[source]} first`, status };
  if (status === 403) return { result: 'refused', message: `signature refused: ${message}`, status };
  if (status >= 400 && status !== 406) return { result: 'refused', message, status };
  const leadId = (() => {
    try {
      return (JSON.parse(answer.body) as { leadId?: number }).leadId;
    } catch {
      return undefined;
    }
  })();
  if (leadId !== undefined) return { result: 'created', message: 'lead created (test)', status, leadId };
  return { result: 'accepted', message: 'signature accepted (nothing stored)', status };
}
