import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children in a task of their own, once the part of the page above them is on screen. A long page
 * drawn in one go is one long task on a mid-range phone (taps wait for it); a page whose lower sections each
 * come in a later task stays answerable between them. Meant for what starts below the first screen: `reserve`
 * holds the space (a CSS length) meanwhile, so nothing on screen moves when the section arrives.
 */
export function RenderLater({ children, reserve }: { children: ReactNode; reserve?: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (ready) return children;
  return reserve ? <div aria-hidden="true" style={{ minHeight: reserve }} /> : null;
}
