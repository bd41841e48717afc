/** Phones are stored in E.164 (+62…) and typed after a fixed +62: a leading 0 or 62 typed anyway is dropped. */
export function toE164(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^(62|0)/, '');
  return `+62${digits}`;
}

/** The part after +62 of a stored number, for the field with the fixed prefix. */
export function toLocalDigits(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.replace(/\D/g, '').replace(/^(62|0)/, '');
}
