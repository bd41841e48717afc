import type { ReactNode } from 'react';

/** A form's outcome: errors are announced at once (role=alert), successes politely (role=status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`account-message account-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
