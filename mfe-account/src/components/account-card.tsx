import { PageHeading } from '@kelana/runtime';
import type { ReactNode } from 'react';

import accountCss from '@/components/account.css?url';
import { Stylesheet } from '@kelana/runtime';

/** The page band with the title, then the centred card every sign-in screen sits in. */
export function AccountCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <>
      <Stylesheet href={accountCss} />
      <PageHeading>{title}</PageHeading>
      <div className="k-container account-page">
        <div className="account-card">
          {intro && <p className="account-card__intro">{intro}</p>}
          {children}
        </div>
      </div>
    </>
  );
}
