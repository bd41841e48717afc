import '@kelana/runtime/styles.css';

import { StrictMode, Suspense, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

// By package name, not by relative path: the pages share this very instance through federation.
import { initI18n, PageHeading } from '@kelana/runtime';

/** One page of a remote, mounted on the shell's own path so links and params behave the same. */
export interface StandalonePage {
  path: string;
  /** A concrete URL for the index of pages (a path with its parameters filled in). */
  example: string;
  element: ReactElement;
}

interface StandaloneOptions {
  /** The remote's translation namespace; its `standalone.heading` names the page. */
  namespace: string;
  pages: StandalonePage[];
}

function StandaloneFrame({ namespace, pages }: StandaloneOptions) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <header className="k-container">
        <p>{t('standalone.heading')}</p>
        <nav>
          <ul>
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.example}>{page.example}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <Routes>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          <Route path="*" element={<PageHeading>404</PageHeading>} />
        </Routes>
      </main>
    </>
  );
}

/**
 * Development only: renders a remote's pages without the shell, for the team that owns the remote.
 * It stands in for the shell with the same runtime start-up, so pages behave as they will inside it.
 * Pick the language with ?lng=en (the language switch belongs to the shell, not to a remote).
 */
export function startStandalone(options: StandaloneOptions) {
  void initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('the standalone page lost its #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={null}>
          <StandaloneFrame {...options} />
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );
}
