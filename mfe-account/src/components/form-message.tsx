import { useRevealMessage } from '@kelana/runtime/reveal-message';
import { type ReactNode } from 'react';

/**
 * A form's outcome: errors are announced at once (role=alert), successes politely (role=status), and the message is
 * brought into sight below the top bar, so a phone user who tapped a button far below it sees what happened.
 */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  // Again when its words change in place; a message with links or buttons in it only when it shows (a form's
  // other state re-renders those at every keystroke). A form that says the same again remounts it (a new key).
  const ref = useRevealMessage<HTMLDivElement>(typeof children === 'string' ? children : tone);
  return (
    <div ref={ref} className={`account-message account-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
