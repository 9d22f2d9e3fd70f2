// Compiles the server to plain JavaScript for `npm start`: one ESM bundle per entry point in dist/, with source
// maps. npm packages stay external (loaded from node_modules as usual); the workspace's own `@lead-manager/*`
// packages are TypeScript sources, so they are bundled in.
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// `--suffix=-x` writes dist/main-x.js and dist/worker-x.js: a test's own build, beside whoever else builds dist/.
const { suffix = '' } = parseArgs({ options: { suffix: { type: 'string' } } }).values;

const started = performance.now();
await build({
  entryPoints: { [`main${suffix}`]: 'src/main.ts', [`worker${suffix}`]: 'src/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lead-manager/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`server compiled to dist/ in ${Math.round(performance.now() - started)} ms`);
