/** How many country names the banner lists before "and N more". */
export const COVERAGE_SHOWN = 8;

/**
 * Country names of ISO codes in the page's language, from the browser's own data (Intl.DisplayNames), so no
 * list of names ships with the page. Unknown codes stay as they are.
 */
export function countryNames(codes: readonly string[], language: string): string[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = undefined;
  }
  return codes.map((code) => names?.of(code.toUpperCase()) ?? code);
}

/** The first names to show and how many are left out. */
export function coverageSummary(codes: readonly string[], language: string, shown = COVERAGE_SHOWN) {
  const names = countryNames(codes, language);
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown), total: names.length };
}
