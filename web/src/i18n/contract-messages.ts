// Test helper (node only): the validation messages written in contracts/src, which forms and the API show people.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SRC_DIR } from './catalogue-files';

const CONTRACTS_DIR = path.resolve(SRC_DIR, '../../contracts/src');
/** zod methods whose second argument (or `error`/`message` option) is a message for people. */
const CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'positive',
  'nonnegative',
  'int',
  'email',
  'url',
  'gte',
  'lte',
  'gt',
  'lt',
  'nonempty',
  'startsWith',
  'endsWith',
  'includes',
  'superRefine',
  'check',
]);

export function contractMessages(): Set<string> {
  const found = new Set<string>();
  for (const file of fs.readdirSync(CONTRACTS_DIR)) {
    // ai-defaults.ts holds the default follow-up texts (the assistant's words, not validation).
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'ai-defaults.ts') continue;
    const full = path.join(CONTRACTS_DIR, file);
    const source = ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ['error', 'message'].includes(node.name.getText())) {
        if (ts.isStringLiteralLike(node.initializer)) found.add(node.initializer.text);
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        if (CHECKS.has(node.expression.name.text)) {
          for (const arg of node.arguments) if (ts.isStringLiteralLike(arg)) found.add(arg.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return new Set([...found].filter((message) => /[a-z]/i.test(message)));
}
