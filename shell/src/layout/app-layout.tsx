import { useScrollToTopOnChange } from '@kelana/runtime/scroll-to-top';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { LoadingBar } from '@/layout/loading-bar';
import { SiteFooter } from '@/layout/site-footer';
import { TopBar } from '@/layout/top-bar';
import '@/layout/layout.css';

export function AppLayout() {
  const { t, i18n } = useTranslation('common');
  const { pathname } = useLocation();

  // The store's title on every route change, before the page's own effects name the page (usePageTitle).
  useLayoutEffect(() => {
    document.title = t('meta.title');
  }, [t, i18n.resolvedLanguage, pathname]);

  // A new page starts at its top, as a full page load would.
  useScrollToTopOnChange(pathname);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <LoadingBar />
      <TopBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
