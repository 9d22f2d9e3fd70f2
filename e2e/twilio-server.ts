import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect } from '@playwright/test';
import { startTwilioDouble, type TwilioDouble } from '../server/src/integrations/sms/twilio-double';
import { ADMIN } from './env';

/** A zone whose clock shows `hour` now (Etc zones have the POSIX sign: Etc/GMT-3 is UTC+3). */
export function zoneWhereItIs(hour: number) {
  let offset = hour - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

export interface TwilioServer {
  /** `http://localhost:PORT`: `localhost` keeps its session cookie apart from the main e2e server's. */
  url: string;
  double: TwilioDouble;
  /** A page of a new browser context on this server, signed in as the admin. */
  signedInPage(browser: Browser): ReturnType<Browser['newPage']>;
  stop(): Promise<void>;
}

/**
 * A second server of the suite's build, in the default set-up (the group's one Twilio number), texting through a
 * local stand-in for Twilio's API; the main e2e server runs offline and only logs its texts.
 */
export async function startTwilioServer(port: number, number: string): Promise<TwilioServer> {
  const url = `http://localhost:${port}`;
  const double = await startTwilioDouble();
  const server: ChildProcess = spawn('node', ['--enable-source-maps', 'server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'lead-manager-e2e-twilio-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'test',
      TZ: 'UTC',
      TWILIO_ACCOUNT_SID: double.accountSid,
      TWILIO_AUTH_TOKEN: double.authToken,
      TWILIO_PHONE_NUMBER: number,
      TWILIO_API_URL: double.url,
    },
  });
  await expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status, { timeout: 150_000 })
    .toBe(200);
  return {
    url,
    double,
    async signedInPage(browser) {
      const context = await browser.newContext({ baseURL: url, timezoneId: 'UTC' });
      const login = await context.request.post('/api/auth/login', { data: ADMIN });
      expect(login.ok()).toBeTruthy();
      return context.newPage();
    },
    async stop() {
      server.kill();
      await double.close();
    },
  };
}
