/**
 * The web app's languages (decision 018): react-i18next with ICU messages. English is bundled, Spanish and French
 * load on demand. Each language's catalogue is split by screen (`en/leads.json` holds the `leads.*` keys) so that
 * engineers adding strings to different screens touch different files.
 */
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { configureZod } from '@/lib/zod-config';

const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale Intl formats with: the dealerships are in the United States (es-US) and near Canada (fr-CA). */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };
const STORAGE_KEY = 'lead-manager.language';

type Catalogue = Record<string, ResourceKey>;
type Files = Record<string, Catalogue>;

/** `{ './en/leads.json': {...} }` → `{ leads: {...} }`. */
function mergeCatalogue(files: Files): Catalogue {
  const merged: Catalogue = {};
  for (const [file, content] of Object.entries(files)) {
    const name = /\/([\w-]+)\.json$/.exec(file)?.[1];
    if (name) merged[name] = content;
  }
  return merged;
}

// English in two parts. What the shell and the dashboard show is bundled, so the first screen paints without
// waiting; the other screens' texts come in one chunk that starts loading at once and that every other screen and
// dialog waits for (withScreenTexts). Keep the first list to what the dashboard needs: the web budget counts it.
const englishFirstView = mergeCatalogue(
  import.meta.glob<Catalogue>(
    './en/{common,shell,dashboard,leads,conversations,appointments,appointmentChanges,notifications,leadAssignment}.json',
    { eager: true, import: 'default' },
  ),
);
const englishScreens = import.meta.glob<Catalogue>(
  [
    './en/*.json',
    '!./en/{common,shell,dashboard,leads,conversations,appointments,appointmentChanges,notifications,leadAssignment}.json',
  ],
  { import: 'default' },
);
const lazy: Record<Exclude<Language, 'en'>, Record<string, () => Promise<Catalogue>>> = {
  es: import.meta.glob<Catalogue>('./es/*.json', { import: 'default' }),
  fr: import.meta.glob<Catalogue>('./fr/*.json', { import: 'default' }),
};

async function loadCatalogue(loaders: Record<string, () => Promise<Catalogue>>): Promise<Catalogue> {
  const names = Object.keys(loaders);
  const contents = await Promise.all(names.map((name) => loaders[name]?.()));
  return mergeCatalogue(Object.fromEntries(names.map((name, i) => [name, contents[i] ?? {}])));
}

/** Loads Spanish or French when first chosen, so English speakers download neither. */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const loaders = lazy[language as keyof typeof lazy];
    if (!loaders) return callback(null, {});
    loadCatalogue(loaders)
      .then((catalogue) => callback(null, catalogue))
      .catch((error: Error) => callback(error, null));
  },
};

function isLanguage(value: unknown): value is Language {
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
    resources: { en: { translation: englishFirstView } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // A component that rendered before the screens' texts arrived renders again with them.
    react: { bindI18nStore: 'added' },
  });

let screenTexts: Promise<void> | undefined;
/** The English texts of every screen beyond the dashboard, added once; a failed load is tried again next time. */
function loadScreenTexts(): Promise<void> {
  screenTexts ??= loadCatalogue(englishScreens).then(
    (catalogue) => {
      i18next.addResourceBundle('en', 'translation', catalogue, true, false);
    },
    (error: unknown) => {
      screenTexts = undefined;
      throw error;
    },
  );
  return screenTexts;
}
loadScreenTexts().catch(() => {}); // offline: the screen that needs them shows the failure when it loads

/** A chunk loader that also waits for the English texts of the screens, so a screen never shows a bare key. */
export function withScreenTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadScreenTexts()]).then(([module]) => module);
}

// zod's messages in three languages, each loaded when chosen: `z.locales` would bring all of them, and zod itself,
// into the first download. English is zod's default until a form first validates in another language.
const ZOD_MESSAGES = {
  en: () => import('zod/v4/locales/en.js'),
  es: () => import('zod/v4/locales/es.js'),
  fr: () => import('zod/v4/locales/fr.js'),
} satisfies Record<Language, unknown>;

let zodMessagesApplied: Promise<void> = Promise.resolve();

/** `<html lang>` for screen readers and axe; zod's own messages (where a schema gave none) in the same language. */
function markDocument(language: string) {
  document.documentElement.lang = language;
  if (!isLanguage(language)) return;
  zodMessagesApplied = ZOD_MESSAGES[language]()
    .then((messages) => {
      if (i18next.language === language) configureZod(messages.default());
    })
    .catch(() => {}); // offline: zod keeps the messages it had
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
  await zodMessagesApplied;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en';
}

/** The BCP 47 locale for Intl (dates, times, numbers, currency). */
export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

export const i18n = i18next;
