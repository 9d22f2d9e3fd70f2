// The server's module borders (docs/decisions/022 and 040), checked by `npm run lint:borders` on every `npm run lint`.
const MODULE = '^server/src/modules/([^/]+)/';
/** A module's front door, the only files another module or the assistant may import. */
const PUBLIC_FILE = '[.](service|queries|jobs|events|hooks)[.]ts$';
/** Tests, and the test kits that read tables to check what a flow stored, may look inside any module. */
const TEST_FILE = '([.]test[.]ts|(^|[/-])test-(support|kit)[.]ts|-test-kit[.]ts)$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle, type-only imports included: each file can be read and changed from its leaves up.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-front-door-only',
      severity: 'error',
      comment:
        "A module imports another module's service, queries, jobs, events or hooks, nothing else; a table may name another's for a foreign key.",
      from: { path: MODULE, pathNot: [TEST_FILE, '[.]tables[.]ts$'] },
      to: { path: '^server/src/modules/[^/]+/', pathNot: ['^server/src/modules/$1/', PUBLIC_FILE] },
    },
    {
      name: 'tables-name-only-tables',
      severity: 'error',
      comment:
        "A table definition imports another module's tables (foreign keys) or front door, nothing else.",
      from: { path: `${MODULE}[^/]+[.]tables[.]ts$` },
      to: {
        path: '^server/src/modules/[^/]+/',
        pathNot: ['^server/src/modules/$1/', PUBLIC_FILE, '[.]tables[.]ts$'],
      },
    },
    {
      name: 'assistant-front-door-only',
      severity: 'error',
      comment:
        "The assistant uses the modules' services and queries, never their repos, tables or internals.",
      from: { path: '^server/src/assistant/', pathNot: TEST_FILE },
      to: { path: '^server/src/modules/', pathNot: PUBLIC_FILE },
    },
    {
      name: 'no-module-imports-the-assistant',
      severity: 'error',
      comment:
        'Modules announce what happened with jobs they define; the worker wiring hands them to the assistant.',
      from: { path: '^server/src/modules/', pathNot: TEST_FILE },
      to: { path: '^server/src/assistant/' },
    },
    {
      name: 'integrations-know-no-module',
      severity: 'error',
      comment:
        'Twilio, SMTP, Meta and the LLM providers are plain clients; the modules use them, not the reverse.',
      from: { path: '^server/src/integrations/' },
      to: { path: '^server/src/(modules|assistant)/' },
    },
    {
      name: 'only-the-composition-root-imports-services',
      severity: 'error',
      comment:
        'services.ts wires every module (the demo seed builds an offline copy); a module declares the narrow dependencies it needs (service-deps.ts and its own Pick<…> types).',
      // The demo seed builds the services of its own offline world to play the demo's past (docs/decisions/056).
      from: { pathNot: ['^server/src/(app|services|jobs/workers|db/seed-world)[.]ts$', TEST_FILE] },
      to: { path: '^server/src/services[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too: a cycle of `import type` still ties the files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'server/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
