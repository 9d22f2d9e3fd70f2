import os from 'node:os';
import path from 'node:path';

/** Shared by playwright.config.ts and the specs: where the server runs and who signs in. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Admin-Password-1',
};
/** The signed-in session, made once by auth.setup.ts (sign-in is rate-limited per account). */
export const AUTH_FILE = path.join(os.tmpdir(), `lead-manager-e2e-auth-${E2E_PORT}.json`);

/** The group's Twilio number and the token inbound texts are signed with (the server under test has them). */
export const E2E_TWILIO = {
  number: process.env.E2E_TWILIO_NUMBER ?? '+15550109000',
  authToken: process.env.E2E_TWILIO_AUTH_TOKEN ?? 'e2e-twilio-auth-token',
};
