import { i18n } from './i18n';

type Tree = { [key: string]: string | Tree };
let keysByEnglish: Map<string, string> | undefined;

function index(tree: Tree, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(value, `${prefix}.${key}`);
    else index(value, `${prefix}.${key}`, into);
  }
  return into;
}

/**
 * A validation message in the person's language. Schemas in contracts/ (shared with the server, which answers in
 * English) and in forms write English; the `validation` catalogue holds each of them, found by its English text.
 * Messages joined with '; ' (several fields in one API answer) are translated one by one.
 */
export function translateValidation(message: string): string {
  // Built once the English validation texts are there (they load with the screens beyond the dashboard).
  if (!keysByEnglish?.size) {
    const english = i18n.getResourceBundle('en', 'translation') as { validation?: Tree } | undefined;
    keysByEnglish = index(english?.validation ?? {}, 'validation', new Map());
  }
  return message
    .split('; ')
    .map((part) => {
      const key = keysByEnglish?.get(part);
      return key ? i18n.t(key) : part;
    })
    .join('; ');
}
