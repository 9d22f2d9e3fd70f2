import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-plugins/precompress';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Fewer, larger chunks: the dashboard used to need 40 requests in three waves (6 at a time over HTTP/1.1).
 * Everything index.html loads goes in one file; the shell and all it imports in another; code that screens
 * share goes into chunks per set of screens, merged only when tiny: merged up to 20 KB, the inbox's reply form and
 * the booking dialogs' clock rode along into the dashboard's first view and took it past its 200 KB budget.
 * Route pages stay chunks of their own.
 */
const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 3 },
    { name: 'shell', test: /src[\\/]app[\\/]shell[\\/]/, priority: 2 },
    {
      name: 'common',
      test: /src[\\/](components|hooks|lib|features)[\\/]|node_modules[\\/](lucide-react|@radix-ui|radix-ui|@floating-ui)[\\/]/,
      minShareCount: 2,
      entriesAware: true,
      entriesAwareMergeThreshold: 1_000,
      priority: 1,
    },
  ],
};

/** A route page's path by the naming rule of src/app/routes: dashboard-page is `/`, leads-page is `/leads`. */
const routePath = (page: string) => (page === 'dashboard' ? '/' : `/${page}`);

/**
 * Lets the browser fetch the shell and the current route's chunks while it fetches the entry, instead of after
 * running it: a small inline script adds modulepreload links for `location.pathname` only, so other routes'
 * code still loads on demand. Each hop to a busy server costs the first paint a round trip.
 */
function preloadRouteChunks(): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (file: string, into = new Set<string>()) => {
          if (into.has(file)) return into;
          into.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const initial = closure(entry.fileName);
        const lazyFiles = (chunk: Rollup.OutputChunk) =>
          [...closure(chunk.fileName)].filter((f) => !initial.has(f));
        const shell = chunks.find((c) =>
          c.moduleIds.some((id) => id.endsWith('/src/app/shell/app-shell.tsx')),
        );
        const routes: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const page = /\/src\/app\/routes\/([\w-]+)-page\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
          // Pages with no path of their own (sign-in, 404) load when the app decides to show them.
          if (page && page !== 'sign-in' && page !== 'not-found') routes[routePath(page)] = lazyFiles(chunk);
        }
        const script = `(function(){var r=${JSON.stringify(routes)};var f=${JSON.stringify(shell ? lazyFiles(shell) : [])}.concat(r[location.pathname]||[]);f.forEach(function(x){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+x;document.head.appendChild(l);});})();`;
        // Before any stylesheet: an inline script waits for the stylesheets above it.
        return html.replace('</title>', `</title>\n    <script>${script}</script>`);
      },
    },
  };
}

export default defineConfig(({ command }) => {
  // A build is for users: without this, NODE_ENV=test (the e2e web server) ships React's development build,
  // 50 KB gzipped more and slower. NODE_ENV=development still asks for a development build on purpose.
  if (command === 'build' && process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), preloadRouteChunks(), precompress()],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      },
    },
    // The manifest (dist/.vite/manifest.json, not served) lets scripts/web-budget.ts check the initial JS.
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting,
          // Shared chunks are named after every screen using them; a short name is enough.
          chunkFileNames: (chunk: { name: string }) =>
            `assets/${chunk.name.startsWith('common~') ? 'common' : '[name]'}-[hash].js`,
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      css: false,
    },
  };
});
