import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ADMIN, AUTH_FILE, BASE_URL, E2E_PORT, E2E_TWILIO } from './e2e/env';

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('which chromium', { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
}

// One fresh database per run; workers inherit the variable so they do not make their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'lead-manager-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: CI runs on 2 cores, and axe-core on a full screen takes seconds there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], channel: undefined, storageState: AUTH_FILE },
    },
    // Timings (`*.bench.ts`) only when asked for: `npm run bench:web` sets BENCH_WEB.
    ...(process.env.BENCH_WEB
      ? [
          {
            name: 'bench',
            testMatch: /.*\.bench\.ts/,
            dependencies: ['setup'],
            use: { ...devices['Desktop Chrome'], channel: undefined, storageState: AUTH_FILE },
          },
        ]
      : []),
  ],
  // E2E_BASE_URL points the specs at a server that is already running instead.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // exec: the server is the process Playwright stops (no shell or tsx wrapper left running after the run).
        command: 'npm run build && exec node --enable-source-maps server/dist/main.js',
        url: `${BASE_URL}/api/auth/me`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          DATA_DIR: process.env.E2E_DATA_DIR,
          PORT: String(E2E_PORT),
          HOST: '127.0.0.1',
          // Where the specs open the app: the base of links and of the Twilio signatures they compute.
          PUBLIC_URL: BASE_URL,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          NODE_ENV: 'test',
          TZ: 'UTC',
          // The default set-up: one group number; inbound SMS are signed (no account SID: texts are only logged).
          TWILIO_PHONE_NUMBER: E2E_TWILIO.number,
          TWILIO_AUTH_TOKEN: E2E_TWILIO.authToken,
          // Webhook endpoints may be receivers the specs start on loopback.
          WEBHOOKS_ALLOW_INTERNAL: 'true',
          // An overdue lead is reported within 2 s of its response window, not up to the default 30 s later.
          ASSIGNMENT_SWEEP_SECONDS: '2',
        },
      },
});
