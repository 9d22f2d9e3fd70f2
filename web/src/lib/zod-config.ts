// zod compiles object parsers with `new Function` when it may; its probe is a script-src 'unsafe-eval' violation
// under our Content-Security-Policy (e2e/csp.spec.ts). The interpreted parsers are fast enough for forms.
//
// zod keeps its settings on this global (zod/v4/core/core.js: `globalThis.__zod_globalConfig ??= {}`, so that
// every copy of zod on a page shares them) and reads `jitless` when a schema is built. Setting it before any
// schema exists, instead of through `config()`, keeps zod out of the first download: the schemas load with the
// screens that use them.
type ZodSettings = { jitless?: boolean; localeError?: unknown };
declare global {
  var __zod_globalConfig: ZodSettings | undefined;
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

/** What zod's `config()` does, on the same object: `import('zod/v4/core')` would bring all of zod's 60 locales. */
export function configureZod(settings: ZodSettings) {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, settings);
}
