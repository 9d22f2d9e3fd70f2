// The web's JavaScript budget, 200 KB: what index.html loads up front, gzipped, and route pages as their own
// lazy chunks. Reads the built web (web/dist) and Vite's manifest (build.manifest in web/vite.config.ts).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(ROOT, 'web/dist');
export const INITIAL_JS_BUDGET_BYTES = 200 * 1024;

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { file: string; bytes: number; gzipBytes: number };

export type BudgetReport = {
  /** Files index.html loads before anything runs: the entry and its static imports. */
  initial: ChunkSize[];
  initialGzipBytes: number;
  /** The first screen after sign-in: the initial set plus the shell and the dashboard route, gzipped. */
  dashboardGzipBytes: number;
  /** Route pages (web/src/app/routes) that are not a lazy chunk of their own, or that load up front. */
  routeProblems: string[];
  /** Up-front files named by index.html that the manifest does not list, or the other way round. */
  htmlMismatch: string[];
};

const manifestPath = (dist: string) => path.join(dist, '.vite/manifest.json');

/** Builds the web unless a build with a manifest is there already. */
export function ensureWebBuild(dist = WEB_DIST) {
  if (fs.existsSync(manifestPath(dist)) && fs.existsSync(path.join(dist, 'index.html'))) return;
  execSync('npm run build -w web', { cwd: ROOT, stdio: 'inherit' });
}

/** Gzip at level 6, what servers and CDNs use by default. */
function sizeOf(dist: string, file: string): ChunkSize {
  const buffer = fs.readFileSync(path.join(dist, file));
  return { file, bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: 6 }).length };
}

/** A manifest key and every chunk it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f?.endsWith('.js')));

/** Script and modulepreload URLs in the built index.html. */
function htmlScripts(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => /^<script\b/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1])
    .filter((f): f is string => Boolean(f?.endsWith('.js')));
}

export function checkWebBudget(dist = WEB_DIST): BudgetReport {
  const manifest = JSON.parse(fs.readFileSync(manifestPath(dist), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error(`no entry in ${manifestPath(dist)}`);
  const initialKeys = staticClosure(manifest, entryKey);
  const initialFiles = jsFiles(manifest, initialKeys);
  const initial = initialFiles.map((f) => sizeOf(dist, f)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzip = (files: Iterable<string>) => [...files].reduce((n, f) => n + sizeOf(dist, f).gzipBytes, 0);

  const html = htmlScripts(dist);
  const htmlMismatch = [
    ...html.filter((f) => !initialFiles.includes(f)).map((f) => `index.html loads ${f}, not in the manifest`),
    ...initialFiles.filter((f) => !html.includes(f)).map((f) => `${f} is a static import index.html misses`),
  ];

  const routesDir = path.join(ROOT, 'web/src/app/routes');
  const routeProblems: string[] = [];
  for (const name of fs.readdirSync(routesDir)) {
    if (!/\.tsx$/.test(name) || /\.test\.tsx$/.test(name)) continue;
    const key = `src/app/routes/${name}`;
    const chunk = manifest[key];
    if (!chunk?.isDynamicEntry) routeProblems.push(`${key} is not a lazy chunk of its own`);
    else if (initialKeys.has(key)) routeProblems.push(`${key} loads up front`);
  }

  // The shell's chunk, loaded lazily by the entry (named after its group in web/vite.config.ts, or its module).
  const entryLazy = manifest[entryKey]?.dynamicImports ?? [];
  const shellKeys = entryLazy.filter((k) => /shell/.test(k));
  const dashboardKeys = new Set(initialKeys);
  for (const key of [...shellKeys, 'src/app/routes/dashboard-page.tsx'])
    if (manifest[key]) staticClosure(manifest, key, dashboardKeys);

  return {
    initial,
    initialGzipBytes: initial.reduce((n, c) => n + c.gzipBytes, 0),
    dashboardGzipBytes: gzip(jsFiles(manifest, dashboardKeys)),
    routeProblems,
    htmlMismatch,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatBudget(report: BudgetReport): string {
  const lines = [
    `initial JS (index.html up front): ${kb(report.initialGzipBytes)} gzipped of ${kb(INITIAL_JS_BUDGET_BYTES)}`,
    ...report.initial.map(
      (c) => `  ${kb(c.gzipBytes).padStart(9)} gz ${kb(c.bytes).padStart(9)} raw  ${c.file}`,
    ),
    `dashboard first view (initial + shell + dashboard route): ${kb(report.dashboardGzipBytes)} gzipped`,
  ];
  return lines.join('\n');
}

/** The median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
