export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

/** `common` belongs to the shell; every remote owns the namespace named after it. */
export const NAMESPACES = ['common', 'catalog', 'checkout', 'account', 'scanner'] as const;
export type Namespace = (typeof NAMESPACES)[number];

// A language tag is letters, digits and hyphens. Anything else (markup, quotes, `javascript:`, spaces)
// is an injection attempt or garbage from a URL, cookie or storage the visitor may not control.
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * Maps a detected value to a supported language, or '' to discard it. The detector (8.3) already drops
 * values with markup or quotes; this also refuses any other shape, so only `id`/`en` can reach i18next
 * and its caches. `in` is the legacy code some Android WebViews still send for Indonesian.
 */
export function toSupportedLanguage(detected: string): Language | '' {
  if (typeof detected !== 'string' || !LANGUAGE_TAG.test(detected)) return '';
  const primary = detected.split(/[-_]/)[0].toLowerCase();
  if (primary === 'in') return 'id';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : '';
}

export function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
