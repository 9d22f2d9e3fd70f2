import { Writable } from 'node:stream';
import pino from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setDealershipZone, zoneWhereItIs } from '../assistant/flow-test-kit';
import { createTestApp } from '../test/test-app';
import { loggerOptions } from './logger';
import { redactUrl } from './redact-url';

// The production logger's options at info, writing into memory instead of stdout.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const ADF_SECRET = 'adf-secret-in-the-url-7f3a';
const app = await createTestApp({
  env: { ADF_WEBHOOK_SECRET: ADF_SECRET },
  logger: pino(loggerOptions({ LOG_LEVEL: 'info' }), sink),
});
const log = () => lines.join('');
// Midday at every store (the 555 number has no area-code zone), so the ADF lead's first text goes out now.
beforeAll(async () => {
  for (const id of [1, 2, 3]) await setDealershipZone(app.database.db, id, zoneWhereItIs(12));
});

const ADF = `<?xml version="1.0"?><adf><prospect><id source="logtest">LOG-1</id><customer><contact>
<name part="full">Lena Logwatch</name><phone>+15550100166</phone></contact></customer>
<vehicle><make>Ford</make><model>Bronco</model></vehicle></prospect></adf>`;

describe('request and message logs', () => {
  it('logs the ADF request without the ?key= secret', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/webhooks/adf?key=${ADF_SECRET}&dealer=3`,
      headers: { 'content-type': 'application/xml' },
      payload: ADF,
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(log()).toContain('/api/webhooks/adf?key=[redacted]&dealer=3'));
    expect(log()).not.toContain(ADF_SECRET);
  });

  it('does not log what someone searched for', async () => {
    const cookie = await app.adminCookie();
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/leads?search=Zelda%20Private',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(log()).toContain('/api/leads?search=[redacted]'));
    expect(log()).not.toContain('Zelda');
  });

  it('the logging sender logs the last 4 digits and the length, not the text', async () => {
    // The ADF lead above gets a first text from the assistant; with no Twilio it is logged.
    await vi.waitFor(() => expect(log()).toContain('sms message logged'), { timeout: 15_000 });
    const line = lines.find((l) => l.includes('sms message logged') && l.includes('0166')) ?? '';
    expect(JSON.parse(line)).toMatchObject({ toLast4: '0166', length: expect.any(Number) });
    expect(line).not.toContain('+15550100166');
    expect(log()).not.toMatch(/"content":/);
  });

  it('redacts tokens, signatures and keys in any casing, and keeps other parameters', () => {
    expect(redactUrl('/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=abc&hub.challenge=1')).toBe(
      '/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=1',
    );
    expect(redactUrl('/x?Google_Key=1&signature=2&q=jane&page=2')).toBe(
      '/x?Google_Key=[redacted]&signature=[redacted]&q=[redacted]&page=2',
    );
  });
});
