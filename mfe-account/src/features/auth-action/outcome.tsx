import type { ReactNode } from 'react';

import { FormMessage } from '@/components/form-message';

/** The end of an action link: the message, then where to go next. */
export function Outcome({ tone, text, children }: { tone: 'error' | 'success'; text: string; children?: ReactNode }) {
  return (
    <div className="auth-action__outcome">
      <FormMessage tone={tone}>{text}</FormMessage>
      {children}
    </div>
  );
}
