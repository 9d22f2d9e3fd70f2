import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SRC_DIR, sourceFiles } from './catalogue-files';

/** Attributes people read or hear (screen readers announce aria-label; title shows on hover). */
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'aria-description']);

/** Object properties that end up on screen (toasts, menu and select options, form errors). */
const READ_PROPERTIES = new Set(['title', 'description', 'label', 'message', 'placeholder']);

/** Texts that are the same in every language: product and brand names, example values shown as such, and each
 * language's own name (the language menu shows "Español" to everyone). */
const ALLOWED = new Set([
  'Lead Manager',
  'SMS',
  'English',
  'Español',
  'Français',
  'Lakeside Auto Group',
  'jane@example.com',
  '(555) 123-4567',
  '2025 Silverado 1500',
  'Jane Cooper',
]);

const hasWords = (text: string) => /\p{L}/u.test(text);

/** JSX attributes whose template values are code, not text (classes, links, ids). */
const CODE_ATTRIBUTES =
  /^(className|key|href|to|id|htmlFor|src|name|controls|fileName|data-.*|aria-(controls|labelledby|describedby))$/;

/** The words a template literal writes itself, around its `${…}` parts ("${n} active · ${m} in total" → "active in total"). */
function templateWords(node: ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral) {
  const parts = ts.isNoSubstitutionTemplateLiteral(node)
    ? [node.text]
    : [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return parts
    .join(' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/** Whether `child` is what `parent` evaluates to (a branch of `?:`, the right side of `&&`, `||`, `??`). */
function isResultOf(child: ts.Node, parent: ts.Node) {
  if (ts.isParenthesizedExpression(parent)) return true;
  if (ts.isConditionalExpression(parent)) return child === parent.whenTrue || child === parent.whenFalse;
  const logical = [
    ts.SyntaxKind.AmpersandAmpersandToken,
    ts.SyntaxKind.BarBarToken,
    ts.SyntaxKind.QuestionQuestionToken,
  ];
  return (
    ts.isBinaryExpression(parent) && logical.includes(parent.operatorToken.kind) && child === parent.right
  );
}

/** A string chosen by a condition inside JSX text (`{n === 1 ? 'message' : 'messages'}`). */
function isShownChoice(node: ts.Node): node is ts.StringLiteral {
  if (!ts.isStringLiteral(node)) return false;
  let child: ts.Node = node;
  while (isResultOf(child, child.parent)) child = child.parent;
  return child !== node && ts.isJsxExpression(child.parent) && !ts.isJsxAttribute(child.parent.parent);
}

/** A template literal whose value reaches the screen: a JSX child, a read attribute or a read property. */
function isShownTemplate(node: ts.Node): node is ts.TemplateExpression | ts.NoSubstitutionTemplateLiteral {
  if (!ts.isTemplateExpression(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return false;
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent)) return READ_PROPERTIES.has(parent.name.getText());
  if (!ts.isJsxExpression(parent)) return false;
  const owner = parent.parent;
  return !ts.isJsxAttribute(owner) || !CODE_ATTRIBUTES.test(owner.name.getText());
}

/** Every JSX text, read attribute and read property written as a literal in a web file, with where it is. */
function literalsIn(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${path.relative(SRC_DIR, file)}:${line} ${JSON.stringify(text)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (hasWords(text) && !ALLOWED.has(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : undefined;
      if (literal && hasWords(literal.text) && !ALLOWED.has(literal.text)) report(node, literal.text);
    }
    if (
      ts.isPropertyAssignment(node) &&
      READ_PROPERTIES.has(node.name.getText()) &&
      ts.isStringLiteralLike(node.initializer) &&
      hasWords(node.initializer.text) &&
      !ALLOWED.has(node.initializer.text)
    )
      report(node, node.initializer.text);
    if (isShownTemplate(node) && hasWords(templateWords(node))) report(node, templateWords(node));
    if (isShownChoice(node) && hasWords(node.text) && !ALLOWED.has(node.text)) report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('what components show', () => {
  it('goes through t(): no JSX text, read attribute or read property is a literal outside the catalogues', () => {
    const files = sourceFiles(['.tsx', '.ts']);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => literalsIn(file))).toEqual([]);
  });

  it('catches a literal when there is one', () => {
    const file = path.join(SRC_DIR, 'example.tsx');
    const code = 'export const X = () => <p title="Hello">Save Settings {t(\'a.b\')} · </p>;';
    expect(literalsIn(file, code)).toEqual(['example.tsx:1 "Hello"', 'example.tsx:1 "Save Settings"']);
  });

  it('catches a literal in a toast or an option written in a .ts file', () => {
    const file = path.join(SRC_DIR, 'example.ts');
    const code = "toast({ title: 'Lead saved', description: t('a.b') }); const o = { label: 'Español' };";
    expect(literalsIn(file, code)).toEqual(['example.ts:1 "Lead saved"']);
  });

  it('catches words written around the values of a template literal that is shown', () => {
    const file = path.join(SRC_DIR, 'example.tsx');
    const code =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code under test, written as text
      "export const X = () => <Card description={`${a} active · ${b} in total`} className={`p-${n} flex`}>{`${c} · texts`} {n === 1 ? 'message' : 'messages'}</Card>;";
    expect(literalsIn(file, code)).toEqual([
      'example.tsx:1 "active in total"',
      'example.tsx:1 "texts"',
      'example.tsx:1 "message"',
      'example.tsx:1 "messages"',
    ]);
  });
});
