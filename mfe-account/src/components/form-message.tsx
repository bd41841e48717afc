import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A form's outcome: errors are announced at once (role=alert), successes politely (role=status), and the message is
 * scrolled into view, so a phone user who tapped a button far below it sees what happened.
 */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [children]);
  return (
    <div ref={ref} className={`account-message account-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
