// The page's i18next through the shared runtime: this file is bundled by each remote that imports it
// (`@kelana/runtime/format-date`), and a relative import would give that remote an i18next of its own, never told
// the page's language.
import { i18n } from '@kelana/runtime';

// Dates are written in the page's language ("5 Januari 2025", "5 January 2025"), always on Jakarta's clock so a
// visitor abroad sees the same day the order was made in Indonesia.
const JAKARTA = 'Asia/Jakarta';

type Locale = 'id-ID' | 'en-GB';

function pageLocale(): Locale {
  return (i18n.resolvedLanguage ?? i18n.language ?? 'id').startsWith('en') ? 'en-GB' : 'id-ID';
}

/**
 * A formatter made on first use: building one with a time zone costs milliseconds on a phone, and the store's first
 * screen shows no date, so loading this module must not pay for three of them.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return () => {
    const locale = pageLocale();
    let format = made.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: JAKARTA });
      made.set(locale, format);
    }
    return format;
  };
}

const DATE = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const TIME = lazyFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

type DateInput = Date | string | number;

/** `5 Januari 2025` */
export function formatDate(value: DateInput): string {
  return DATE().format(new Date(value));
}

/** `5 Januari 2025 14.30 WIB` (`5 January 2025 14:30 WIB`): Jakarta time with its zone suffix, as the quota screen
 * shows it. */
export function formatJakartaDateTime(value: DateInput): string {
  // Intl puts "pukul" between date and time in id-ID; the store's style is date, time, zone.
  const parts = DATE_TIME().formatToParts(new Date(value));
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const separator = pageLocale() === 'en-GB' ? ':' : '.';
  return `${pick('day')} ${pick('month')} ${pick('year')} ${pick('hour')}${separator}${pick('minute')} WIB`;
}

/** `14.30 WIB` (`14:30 WIB`) */
export function formatJakartaTime(value: DateInput): string {
  return `${TIME().format(new Date(value))} WIB`;
}
