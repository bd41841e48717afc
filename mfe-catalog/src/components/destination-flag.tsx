import { useEffect, useState } from 'react';

import { flagUrl, loadFlagUrl } from '@/components/flags';
import { RegionEmblem } from '@/components/region-emblem';

/** A country's flag, or the region emblem when the code has no flag (or while a rarer flag is fetched). */
export function DestinationFlag({ code, className = 'destination-flag' }: { code: string; className?: string }) {
  const [url, setUrl] = useState(() => flagUrl(code));
  useEffect(() => {
    let live = true;
    setUrl(flagUrl(code));
    if (!flagUrl(code) && code) {
      loadFlagUrl(code).then(
        (found) => live && setUrl(found),
        () => undefined, // no flag: the emblem stays
      );
    }
    return () => {
      live = false;
    };
  }, [code]);
  if (!url) return <RegionEmblem className={className} />;
  return <img className={className} src={url} alt="" width={40} height={30} loading="lazy" />;
}
