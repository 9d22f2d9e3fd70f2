import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FILE } from './test/border-patterns';

// The borders of docs/decisions/022 and 040 are checked by dependency-cruiser (`npm run lint:borders`, in
// `npm run lint`); this test keeps the one rule it cannot see: what a front-door file re-exports.
const MODULES = path.join(path.dirname(new URL(import.meta.url).pathname), 'modules');

const frontDoorFiles = () =>
  fs
    .readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((f) => PUBLIC_FILE.test(f))
    .map((f) => ({ file: f, text: fs.readFileSync(path.join(MODULES, f), 'utf8') }));

/** `export … from './x.repo'` (or `.tables`) statements, without their comments. */
const REPO_RE_EXPORT = /^export (\*|(type )?\{[^}]*\}) from '[^']+\.(repo|tables)';$/gm;

describe('module borders dependency-cruiser cannot see', () => {
  // dependency-cruiser sees a dependency, not which names pass through it; a named re-export publishes one chosen
  // read, `export *` would publish a whole repo.
  it('no front-door file re-exports a whole repo or tables file', () => {
    const wholesale = frontDoorFiles().flatMap(({ file, text }) =>
      [...text.matchAll(REPO_RE_EXPORT)].filter((m) => m[1] === '*').map((m) => `${file}: ${m[0]}`),
    );
    expect(wholesale).toEqual([]);
  });

  it('no front-door file is only re-exports of repos or tables', () => {
    const facades = frontDoorFiles()
      .filter(({ text }) => {
        const code = text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '')
          .replace(REPO_RE_EXPORT, '')
          .trim();
        return code === '';
      })
      .map(({ file }) => file);
    expect(facades).toEqual([]);
  });
});
