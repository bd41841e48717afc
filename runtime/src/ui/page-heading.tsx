import type { ReactNode } from 'react';

/** The page's one <h1> in the shared page band. Screens not yet built show only this. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <section className="k-page">
      <div className="k-container">
        <h1 className="k-page__title">{children}</h1>
      </div>
    </section>
  );
}
