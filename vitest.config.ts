import { defineConfig } from 'vitest/config';

const serverProject = (driver: 'pglite' | 'pg') => ({
  test: {
    name: `server-${driver}`,
    include: ['server/src/**/*.test.ts'],
    exclude: [driver === 'pglite' ? 'server/src/**/*.pg.test.ts' : 'server/src/**/*.pglite.test.ts'],
    env: { TEST_DRIVER: driver, TZ: 'UTC' },
    globalSetup: [`server/src/test/global-setup-${driver}.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', include: ['contracts/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('pg')] : []),
      'web/vite.config.ts',
    ],
  },
});
