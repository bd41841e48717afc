import { usePageTitle } from '@kelana/runtime';
import type { ReactNode } from 'react';

import contentCss from '@/components/content.css?url';
import { Stylesheet } from '@kelana/runtime';

interface ContentHeroProps {
  title: ReactNode;
  /** Small line above the title (what kind of page this is). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Decorative artwork beside the text on wide screens, under it on phones. */
  art?: ReactNode;
  children?: ReactNode;
}

/** The page band of the content screens: the page's one <h1>, a lead and optional artwork. */
export function ContentHero({ title, eyebrow, lead, art, children }: ContentHeroProps) {
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <section className={['content-hero', art ? 'content-hero--with-art' : ''].join(' ')}>
      {/* The content screens' shared styles: every one of them starts with this hero. */}
      <Stylesheet href={contentCss} />
      <div className="k-container content-hero__inner">
        <div className="content-hero__text">
          {eyebrow && <p className="content-hero__eyebrow">{eyebrow}</p>}
          <h1 className="content-hero__title">{title}</h1>
          {lead && <p className="content-hero__lead">{lead}</p>}
          {children}
        </div>
        {art && (
          <div className="content-hero__art" aria-hidden="true">
            {art}
          </div>
        )}
      </div>
    </section>
  );
}
