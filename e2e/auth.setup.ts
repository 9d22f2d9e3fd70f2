import { expect, test as setup } from '@playwright/test';
import { ADMIN, AUTH_FILE } from './env';

setup('sign in once for every spec', async ({ request }) => {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.ok(), `login answered ${res.status()}`).toBeTruthy();
  await request.storageState({ path: AUTH_FILE });
});
