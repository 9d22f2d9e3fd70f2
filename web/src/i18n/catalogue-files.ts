// Test helpers: read the catalogues and the app's source from disk (node only, never bundled).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const I18N_DIR = path.dirname(fileURLToPath(import.meta.url));
export const SRC_DIR = path.resolve(I18N_DIR, '..');

type Tree = { [key: string]: string | Tree };

/** Every message of one language as `{ 'leads.table.title': 'Leads' }`. */
export function readCatalogue(language: string): Map<string, string> {
  const messages = new Map<string, string>();
  const walk = (prefix: string, tree: Tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const full = `${prefix}.${key}`;
      if (typeof value === 'string') messages.set(full, value);
      else walk(full, value);
    }
  };
  const dir = path.join(I18N_DIR, language);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    walk(file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree);
  }
  return messages;
}

/** The app's own source files (tests and this folder's helpers left out). */
export function sourceFiles(extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (extensions.some((e) => entry.name.endsWith(e)) && !/\.test\.tsx?$/.test(entry.name))
        found.push(full);
    }
  };
  walk(SRC_DIR);
  return found.filter((f) => !f.startsWith(path.join(SRC_DIR, 'test')));
}
