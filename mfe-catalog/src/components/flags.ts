// The store's own countries' flags ship with the page; any other country's flag is its own small chunk, fetched
// only when a search result or a country page shows it (not flag-icons' whole CSS).
import hk from 'flag-icons/flags/4x3/hk.svg';
import id from 'flag-icons/flags/4x3/id.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import kr from 'flag-icons/flags/4x3/kr.svg';
import my from 'flag-icons/flags/4x3/my.svg';
import sg from 'flag-icons/flags/4x3/sg.svg';
import th from 'flag-icons/flags/4x3/th.svg';
import tw from 'flag-icons/flags/4x3/tw.svg';


const FLAGS: Record<string, string> = { HK: hk, ID: id, JP: jp, KR: kr, MY: my, SG: sg, TH: th, TW: tw };

const loaded = new Map<string, string>();

/** The flag URL of a country code, or undefined for a region or a flag not fetched yet. */
export function flagUrl(code: string): string | undefined {
  const upper = code.toUpperCase();
  return FLAGS[upper] ?? loaded.get(upper);
}

/** flag-icons' picture for an unknown country (a blank card), not a country's flag. */
const PLACEHOLDER_CODE = 'XX';

/** Fetches a country's flag chunk; undefined for a region or a code without a flag. */
export async function loadFlagUrl(code: string): Promise<string | undefined> {
  const known = flagUrl(code);
  if (known || !/^[A-Za-z]{2}$/.test(code) || code.toUpperCase() === PLACEHOLDER_CODE) return known;
  const key = `./${code.toLowerCase()}.svg`;
  // The map of ~250 flag chunks is itself a chunk: the first page pays nothing for it.
  const { default: otherFlags } = await import('@/components/flag-context');
  if (!otherFlags.keys().includes(key)) return undefined;
  const module = await otherFlags(key);
  const url = typeof module === 'string' ? module : module.default;
  loaded.set(code.toUpperCase(), url);
  return url;
}
