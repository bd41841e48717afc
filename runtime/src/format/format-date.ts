// Dates are shown in the Indonesian locale in either UI language (SPEC §9), always on Jakarta's clock so a
// visitor abroad sees the same day the order was made in Indonesia.
const JAKARTA = 'Asia/Jakarta';

/**
 * A formatter made on first use: building one with a time zone costs milliseconds on a phone, and the store's first
 * screen shows no date, so loading this module must not pay for three of them.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('id-ID', { ...options, timeZone: JAKARTA }));
}

const DATE = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = lazyFormat({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const TIME = lazyFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

type DateInput = Date | string | number;

/** `5 Januari 2025` */
export function formatDate(value: DateInput): string {
  return DATE().format(new Date(value));
}

/** `5 Januari 2025 14.30 WIB`: Jakarta time with its zone suffix, as the quota screen shows it. */
export function formatJakartaDateTime(value: DateInput): string {
  // Intl puts "pukul" between date and time in id-ID; the store's style is date, time, zone.
  const parts = DATE_TIME().formatToParts(new Date(value));
  const pick = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${pick('day')} ${pick('month')} ${pick('year')} ${pick('hour')}.${pick('minute')} WIB`;
}

/** `14.30 WIB` */
export function formatJakartaTime(value: DateInput): string {
  return `${TIME().format(new Date(value))} WIB`;
}
