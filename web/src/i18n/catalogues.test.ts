import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readCatalogue, SRC_DIR, sourceFiles } from './catalogue-files';
import { contractMessages } from './contract-messages';

const english = readCatalogue('en');

/** The argument names of an ICU message: '{count}m ago' → ['count']. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (element.type !== 0 && typeof element.value === 'string') names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

/** `t('a.b')`, `i18n.t('a.b')` and `i18nKey="a.b"` with a literal key, across web/src. */
function keysUsedInCode(): { key: string; where: string }[] {
  const used: { key: string; where: string }[] = [];
  for (const file of sourceFiles(['.ts', '.tsx'])) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${path.relative(SRC_DIR, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const isT =
          (ts.isIdentifier(callee) && callee.text === 't') ||
          (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
        const first = node.arguments[0];
        if (isT && first && ts.isStringLiteralLike(first)) used.push({ key: first.text, where: where(node) });
      }
      if (ts.isJsxAttribute(node) && node.name.getText() === 'i18nKey' && node.initializer) {
        if (ts.isStringLiteral(node.initializer))
          used.push({ key: node.initializer.text, where: where(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

describe('the catalogues', () => {
  it.each(['es', 'fr'])('%s has every English message, no other, with the same placeholders', (language) => {
    const other = readCatalogue(language);
    const missing = [...english.keys()].filter((key) => !other.has(key));
    const extra = [...other.keys()].filter((key) => !english.has(key));
    expect(missing, `missing from ${language}`).toEqual([]);
    expect(extra, `in ${language} but not in en`).toEqual([]);
    const mismatched = [...english].filter(
      ([key, message]) =>
        JSON.stringify(argumentsOf(message, 'en')) !==
        JSON.stringify(argumentsOf(other.get(key) ?? '', language)),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it.each(['es', 'fr'])(
    '%s names buttons and labels by their own names, not the English ones',
    (language) => {
      const other = readCatalogue(language);
      // An English label of two words or more that this language translates (brand names stay as they are).
      const labels = [...english].filter(
        ([key, message]) =>
          /^[A-Z][^{.!?:]*$/.test(message) && message.includes(' ') && other.get(key) !== message,
      );
      const leftInEnglish = [...other].flatMap(([key, message]) =>
        labels
          .filter(([, label]) => message !== english.get(key) && message.includes(label))
          .map(([, label]) => `${key}: "${label}"`),
      );
      expect(leftInEnglish).toEqual([]);
    },
  );

  it.each(['en', 'es', 'fr'])('%s counts things through plurals, never "{n} things" by hand', (language) => {
    // A number written straight before a word ("{total} rows") reads "1 rows" in one language or another; unit
    // abbreviations ("{count} min") are the same for one and many.
    const byHand =
      /\{(count|total|done|shown|length|smsLimit|processed|created|updated)\} (?!(min|h|d|j|s|of|de|sur)\b)\p{L}/u;
    const found = [...readCatalogue(language)].filter(([, message]) => byHand.test(message));
    expect(found.map(([key, message]) => `${key}: ${message}`)).toEqual([]);
  });

  it.each([
    ['es', 'prospecto'],
    ['fr', 'prospect'],
  ])('%s calls a lead by one word (%s), as docs/glossary.md says', (language) => {
    // Product names keep the English word: Lead Manager, Meta's Lead Ads and Leads Access Manager.
    const english = /(?<!Google )\b(?!Lead Manager|Lead Ads|Leads Access)leads?\b/i;
    const found = [...readCatalogue(language)].filter(([, message]) => english.test(message));
    expect(found.map(([key, message]) => `${key}: ${message}`)).toEqual([]);
  });

  it('has no empty message', () => {
    for (const language of ['en', 'es', 'fr']) {
      const empty = [...readCatalogue(language)].filter(([, message]) => message.trim() === '');
      expect(empty.map(([key]) => `${language}:${key}`)).toEqual([]);
    }
  });

  it('has every validation message that contracts/ writes, so forms and API errors show it translated', () => {
    const validation = new Set(
      [...english].filter(([key]) => key.startsWith('validation.')).map(([, message]) => message),
    );
    const messages = contractMessages();
    expect(messages.size).toBeGreaterThan(20);
    expect([...messages].filter((message) => !validation.has(message))).toEqual([]);
  });

  it('has every key the code asks for', () => {
    const used = keysUsedInCode();
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter(({ key }) => !english.has(key));
    expect(missing.map(({ key, where }) => `${key} (${where})`)).toEqual([]);
  });
});
