// Only the flags the store shows, as hashed SVG assets (not flag-icons' whole CSS).
import hk from 'flag-icons/flags/4x3/hk.svg';
import id from 'flag-icons/flags/4x3/id.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import kr from 'flag-icons/flags/4x3/kr.svg';
import my from 'flag-icons/flags/4x3/my.svg';
import sg from 'flag-icons/flags/4x3/sg.svg';
import th from 'flag-icons/flags/4x3/th.svg';
import tw from 'flag-icons/flags/4x3/tw.svg';

const FLAGS: Record<string, string> = { HK: hk, ID: id, JP: jp, KR: kr, MY: my, SG: sg, TH: th, TW: tw };

/** The flag URL of a country code, or undefined for a region or an unknown code. */
export function flagUrl(code: string): string | undefined {
  return FLAGS[code.toUpperCase()];
}
