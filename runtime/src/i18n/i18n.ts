import i18next, { type i18n as I18n, type InitOptions, type ReadCallback, type Resource, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import { BRAND } from '../config/brand';
import { nextTask } from '../tasks/next-task';
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES, toSupportedLanguage } from './languages';

/** The page's one i18next instance; shared by the shell and every remote through the runtime singleton. */
export const i18n: I18n = i18next.createInstance();

export interface I18nSetup {
  /** In-memory texts (tests); without them texts are fetched from /locales/{lng}/{ns}.json. */
  resources?: Resource;
  /** Forces a language instead of detecting one (tests). */
  lng?: Language;
  debug?: boolean;
}

/** The SPEC §1 detection chain, in order; only the detected language is cached, in localStorage. */
export const DETECTION_OPTIONS = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  // Both: an older `i18next` cookie (read before localStorage, SPEC §1) can never undo what the switcher chose.
  caches: ['localStorage', 'cookie'],
  cookieOptions: { path: '/', sameSite: 'lax' as const },
  convertDetectedLanguage: toSupportedLanguage,
};

/** Configures any i18next instance the way the store needs; the singleton goes through initI18n. */
export function configureI18n(instance: I18n, setup: I18nSetup = {}): Promise<unknown> {
  const options: InitOptions = {
    supportedLngs: [...SUPPORTED_LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    debug: setup.debug ?? process.env.NODE_ENV === 'development',
    // React already escapes; {{brand}} keeps the brand name in one config value.
    interpolation: { escapeValue: false, defaultVariables: { brand: BRAND.name, product: BRAND.product, app: BRAND.app } },
    react: { useSuspense: true },
    detection: DETECTION_OPTIONS,
    // Detect the language and start fetching inside init() itself, not on a later tick: a page's
    // namespace requested right after start-up then already knows which language to fetch.
    initAsync: false,
  };
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  if (setup.resources) {
    instance.use(LanguageDetector).use(initReactI18next);
    return instance.init({ ...options, resources: setup.resources, lng: setup.lng, ns: Object.keys(setup.resources[DEFAULT_LANGUAGE] ?? {}) });
  }
  instance.use(resourcesToBackend(fetchTexts)).use(LanguageDetector).use(initReactI18next);
  return instance.init({ ...options, lng: setup.lng });
}

/**
 * Reads one namespace's texts from /locales/{lng}/{ns}.json. A network failure or a server error asks i18next
 * to try again (its BackendConnector retries when the second argument is true, with a growing wait); a missing
 * file does not. Each request starts in a task of its own: i18next asks for a namespace in both languages (the
 * page's and the fallback) inside the task that started it, and a `fetch` took 1 to 2 ms there on the benchmark
 * machine, in tasks that were already the longest of the store's start.
 */
function fetchTexts(lng: string, ns: string, done: ReadCallback): void {
  void nextTask().then(() => requestTexts(lng, ns, done));
}

function requestTexts(lng: string, ns: string, done: ReadCallback): void {
  fetch(`/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`).then(
    (response) => {
      if (!response.ok) {
        done(new Error(`texts ${lng}/${ns}: HTTP ${response.status}`), response.status >= 500 || response.status === 429);
        return;
      }
      response.json().then(
        (texts: ResourceKey) => done(null, texts),
        () => done(`texts ${lng}/${ns}: not JSON`, false),
      );
    },
    () => done(`texts ${lng}/${ns}: network error`, true),
  );
}

let started: Promise<unknown> | undefined;

/** Starts the shared instance once; later calls (a remote's standalone page, tests) get the same promise. */
export function initI18n(setup: I18nSetup = {}): Promise<unknown> {
  started ??= configureI18n(i18n, setup);
  return started;
}

/** The only way to switch: i18next caches the choice in localStorage and every useTranslation re-renders. */
export function changeLanguage(lng: Language): Promise<unknown> {
  // A ?lng= in the address would win again on the next reload: the visitor's choice replaces it.
  if (typeof window !== 'undefined') {
    const url = new URL(window.location.href);
    if (url.searchParams.has('lng')) {
      url.searchParams.delete('lng');
      window.history.replaceState(window.history.state, '', url);
    }
  }
  return i18n.changeLanguage(lng);
}
