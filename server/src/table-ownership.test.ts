import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_FILE } from './test/border-patterns';

// Each table belongs to the module whose *.tables.ts defines it (docs/decisions/022 and 040): only that module's
// SQL names it, and other modules reach its rows through the owner's *.queries.ts (reads, often subqueries to
// compose) or *.service.ts (writes). dependency-cruiser stops the imports of another module's tables; this test
// reads the SQL text, which no import shows.
const SRC = path.dirname(new URL(import.meta.url).pathname);
const sourceFiles = fs
  .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'));

/** Each table's owner, and the table each `modules/X/*.tables#name` export defines. */
const owners = new Map<string, string>();
const tableOfExport = new Map<string, string>();
for (const file of sourceFiles.filter((f) => f.startsWith('modules/') && f.endsWith('.tables.ts'))) {
  const text = fs.readFileSync(path.join(SRC, file), 'utf8');
  for (const [, name = '', table = ''] of text.matchAll(/export const (\w+) = pgTable\(\s*'([^']+)'/g)) {
    owners.set(table, file.split('/')[1] ?? '');
    tableOfExport.set(`${file.replace(/\.ts$/, '')}#${name}`, table);
  }
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The tables a file's SQL text names (`FROM leads`, `JOIN users u`, `UPDATE leads`, `INSERT INTO …`). */
function tablesInSql(text: string): string[] {
  const names = [...owners.keys()].join('|');
  const clause = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO)\\s+"?(${names})"?(?!\\w)`, 'gi');
  return [...text.matchAll(clause)].map((m) => m[1] ?? '');
}

/** The tables whose Drizzle objects a file imports from a `*.tables` file. */
function tablesImported(file: string, text: string): string[] {
  return [...text.matchAll(/import (?:type )?\{([^}]*)\} from '([^']+\.tables)'/g)].flatMap(
    ([, names = '', from = '']) => {
      const target = path.relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), from));
      return names
        .split(',')
        .map(
          (n) =>
            n
              .trim()
              .replace(/^type /, '')
              .split(' as ')[0] ?? '',
        )
        .flatMap((n) => tableOfExport.get(`${target}#${n}`) ?? []);
    },
  );
}

/** `file: table` for each table a module's (or the assistant's) code names that another module owns. */
function crossings(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles.filter((f) => /^(modules|assistant)\//.test(f) && !TEST_FILE.test(f))) {
    // A table definition names another module's table only for a foreign key.
    if (file.endsWith('.tables.ts')) continue;
    const area = file.startsWith('modules/') ? file.split('/')[1] : 'assistant';
    const text = withoutComments(fs.readFileSync(path.join(SRC, file), 'utf8'));
    for (const table of [...tablesInSql(text), ...tablesImported(file, text)])
      if (owners.get(table) !== area) found.add(`${file}: ${table}`);
  }
  return [...found].sort();
}

/**
 * Crossings older than this test, to move into the owner's queries file (or service, for a write): the list only
 * shrinks, and the test fails when one is fixed until it is struck off here.
 */
const KNOWN_CROSSINGS = [
  'modules/reports/reports-activity.repo.ts: appointments',
  'modules/reports/reports-activity.repo.ts: conversations',
  'modules/reports/reports-activity.repo.ts: follow_ups',
  'modules/reports/reports-activity.repo.ts: leads',
  'modules/reports/reports-activity.repo.ts: messages',
  'modules/reports/reports-activity.repo.ts: opt_outs',
  'modules/reports/reports-leads.repo.ts: leads',
];

describe('table ownership', () => {
  it('finds the tables and their owners', () => {
    expect(owners.get('leads')).toBe('leads');
    expect(owners.get('users')).toBe('users');
    expect(tablesInSql('SELECT 1 FROM leads l JOIN "users" u ON true')).toEqual(['leads', 'users']);
    expect(tablesInSql('UPDATE leads SET x = 1; INSERT INTO appointments (id) VALUES (1)')).toEqual([
      'leads',
      'appointments',
    ]);
  });

  it("no module's SQL names a table another module owns, beyond the known crossings", () => {
    expect(crossings()).toEqual(KNOWN_CROSSINGS);
  });
});
