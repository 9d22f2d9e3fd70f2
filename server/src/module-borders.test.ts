import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The dependency directions of docs/decisions/022: the assistant uses the modules, modules announce what happened
// (jobs they define) and never import the assistant; integrations (Twilio, SMTP, Meta) know no module.
const SRC = path.dirname(new URL(import.meta.url).pathname);

/** Every non-test TypeScript file under `dir`, with the files it imports by relative path, resolved. */
function importsUnder(dir: string): { file: string; target: string }[] {
  const files = fs
    .readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(SRC, dir, f));
  return files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => ({
      file: path.relative(SRC, file),
      target: path.relative(SRC, path.resolve(path.dirname(file), m[1] ?? '')),
    })),
  );
}

const crossing = (dir: string, forbidden: string) =>
  importsUnder(dir)
    .filter(({ target }) => target.startsWith(`${forbidden}/`))
    .map(({ file, target }) => `${file} → ${target}`);

describe('module borders', () => {
  it('no module imports the assistant', () => {
    expect(crossing('modules', 'assistant')).toEqual([]);
  });

  it('no integration imports a module', () => {
    expect(crossing('integrations', 'modules')).toEqual([]);
  });
});
