import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: a copy button's confirmation shows for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * What every copy button does: writes the text to the clipboard and says "copied" for two seconds (a second
 * click starts the two seconds again). Nothing is said when the browser refuses the clipboard.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }, []);
  return { copied, copy };
}
