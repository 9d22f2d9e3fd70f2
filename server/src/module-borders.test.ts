import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The dependency directions of docs/decisions/022: the assistant uses the modules, modules announce what happened
// (jobs they define) and never import the assistant; integrations (Twilio, SMTP, Meta) know no module. A module
// reads another's tables through the queries that module exports (*.queries.ts) and writes them through its
// service; a table definition may name another module's table for a foreign key.
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

/** A test kit reads tables to check what a flow stored, like the tests that use it. */
const isTestKit = (file: string) =>
  /(^|[/-])test-(support|kit)\.ts$/.test(file) || file.endsWith('-test-kit.ts');

/**
 * Imports of a module's repo or tables (`modules/Y/*.repo`, `modules/Y/*.tables`) by a file under `dir` that is
 * not module Y's own: a file of another module, or of the assistant (which uses the modules' services and queries).
 */
function foreignRepoOrTableImports(dir: 'modules' | 'assistant'): string[] {
  return importsUnder(dir)
    .filter(({ file, target }) => {
      const [, owner] = file.split(path.sep);
      const [top, module, name = ''] = target.split(path.sep);
      if (top !== 'modules' || (dir === 'modules' && module === owner)) return false;
      if (!/\.(repo|tables)$/.test(name)) return false;
      const foreignKey = file.endsWith('.tables.ts') && name.endsWith('.tables');
      return !foreignKey && !isTestKit(file);
    })
    .map(({ file, target }) => `${file} → ${target}`);
}

/**
 * A module's front door, the files another module may import: its service (writes, and the helpers it re-exports),
 * queries (reads, often as subqueries to compose), jobs and events (what it announces) and hooks (auth's route
 * guards). Anything else is the module's own.
 */
const PUBLIC_FILE = /\.(service|queries|jobs|events|hooks)$/;

/**
 * Imports of a file of module Y that is not one of Y's public files, by a file under `dir` that is not Y's own (a
 * file of another module, or of the assistant).
 */
function foreignPrivateImports(dir: 'modules' | 'assistant'): string[] {
  return importsUnder(dir)
    .filter(({ file, target }) => {
      const [, owner] = file.split(path.sep);
      const [top, module, name = ''] = target.split(path.sep);
      if (top !== 'modules' || (dir === 'modules' && module === owner) || PUBLIC_FILE.test(name))
        return false;
      const foreignKey = file.endsWith('.tables.ts') && name.endsWith('.tables');
      return !foreignKey && !isTestKit(file);
    })
    .map(({ file, target }) => `${file} → ${target}`);
}

describe('module borders', () => {
  it('no module imports the assistant', () => {
    expect(crossing('modules', 'assistant')).toEqual([]);
  });

  it('no integration imports a module', () => {
    expect(crossing('integrations', 'modules')).toEqual([]);
  });

  it("no module imports another module's repo or tables", () => {
    expect(foreignRepoOrTableImports('modules')).toEqual([]);
  });

  it("no module imports another module's files other than its service, queries, jobs, events or hooks", () => {
    expect(foreignPrivateImports('modules')).toEqual([]);
  });

  it("the assistant imports no module's files other than its service, queries, jobs, events or hooks", () => {
    expect(foreignPrivateImports('assistant')).toEqual([]);
  });

  it("the assistant imports no module's repo or tables", () => {
    expect(foreignRepoOrTableImports('assistant')).toEqual([]);
  });
});
