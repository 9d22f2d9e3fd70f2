// The dead-code check (docs/decisions/057-dead-code-check.md), `npm run lint:dead`, part of `npm run lint`:
// no unused file, export, type or dependency. Knip's plugins read the package scripts, vitest.config.ts,
// playwright.config.ts, web/vite.config.ts and server/drizzle.config.ts for the rest of the entry points.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      // playwright.config.ts picks its setup and bench files by regular expression, which knip does not read.
      entry: ['bench/*.{ts,mjs}', 'scripts/*.{ts,mjs}', 'e2e/*.setup.ts', 'e2e/*.bench.ts'],
      project: ['bench/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', '*.config.ts'],
      // The benches and the browser tests drive the server with its own packages (npm hoists them to the root
      // node_modules); listing them again at the root would only let two versions drift apart.
      ignoreDependencies: ['drizzle-orm', 'fastify', 'pg', 'pino', 'twilio', 'ws'],
    },
    server: {
      // src/main.ts is one of knip's default entry points.
      entry: [
        'src/worker.ts',
        // The command-line tools the package scripts run with tsx (db:seed, seed:large, db:rebuild-stats).
        'src/db/*-cli.ts',
        // vitest.config.ts names them in a template string (`global-setup-${driver}.ts`) knip cannot follow.
        'src/test/global-setup-*.ts',
      ],
      project: ['src/**/*.ts', 'scripts/**/*.mjs'],
      ignoreDependencies: [
        // Named as a string, the target of pino's transport in lib/logger.ts: pino loads it at run time.
        'pino-pretty',
        // llm-engine.test.ts takes a type from the provider package `ai` depends on, so the two always match.
        '@ai-sdk/provider',
      ],
    },
    web: {
      // src/main.tsx is one of knip's default entry points.
      entry: ['vite-plugins/*.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'vite-plugins/**/*.ts'],
    },
    contracts: {
      project: ['src/**/*.ts'],
    },
  },
};

export default config;
