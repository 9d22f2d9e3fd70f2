/**
 * The web app's languages (decision 018): react-i18next with ICU messages. English is bundled, Spanish and French
 * load on demand. Each language's catalogue is split by screen (`en/leads.json` holds the `leads.*` keys) so that
 * engineers adding strings to different screens touch different files.
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';

export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale Intl formats with: the dealerships are in the United States (es-US) and near Canada (fr-CA). */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };
const STORAGE_KEY = 'lead-manager.language';

type Catalogue = Record<string, ResourceKey>;
type Files = Record<string, Catalogue>;

/** `{ './en/leads.json': {...} }` → `{ leads: {...} }`. */
export function mergeCatalogue(files: Files): Catalogue {
  const merged: Catalogue = {};
  for (const [file, content] of Object.entries(files)) {
    const name = /\/([\w-]+)\.json$/.exec(file)?.[1];
    if (name) merged[name] = content;
  }
  return merged;
}

const english = mergeCatalogue(
  import.meta.glob<Catalogue>('./en/*.json', { eager: true, import: 'default' }),
);
const lazy: Record<Exclude<Language, 'en'>, Record<string, () => Promise<Catalogue>>> = {
  es: import.meta.glob<Catalogue>('./es/*.json', { import: 'default' }),
  fr: import.meta.glob<Catalogue>('./fr/*.json', { import: 'default' }),
};

/** Loads Spanish or French when first chosen, so English speakers download neither. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const loaders = lazy[language as keyof typeof lazy];
    if (!loaders) return callback(null, {});
    const names = Object.keys(loaders);
    Promise.all(names.map((name) => loaders[name]?.()))
      .then((contents) =>
        callback(null, mergeCatalogue(Object.fromEntries(names.map((n, i) => [n, contents[i] ?? {}])))),
      )
      .catch((error: Error) => callback(error, null));
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

i18next
  .use(ICU)
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: english } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** `<html lang>` for screen readers and axe; zod's own messages (where a schema gave none) in the same language. */
function markDocument(language: string) {
  document.documentElement.lang = language;
  if (isLanguage(language)) z.config(z.locales[language]());
}
markDocument(i18next.language);
i18next.on('languageChanged', markDocument);

/** Switches the whole app at once (no reload) and remembers the choice for the next visit, before sign-in too. */
export async function applyLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the saved setting still applies after sign-in.
  }
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en';
}

/** The BCP 47 locale for Intl (dates, times, numbers, currency). */
export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

export const i18n = i18next;
