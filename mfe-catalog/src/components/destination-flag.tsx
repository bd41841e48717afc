import { RegionEmblem } from '@/components/region-emblem';
import { flagUrl } from '@/components/flags';

/** A country's flag, or the region emblem when the code has no flag. */
export function DestinationFlag({ code, className = 'destination-flag' }: { code: string; className?: string }) {
  const url = flagUrl(code);
  if (!url) return <RegionEmblem className={className} />;
  return <img className={className} src={url} alt="" width={40} height={30} loading="lazy" />;
}
