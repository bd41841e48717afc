import { PageHeading } from '@kelana/runtime';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

import { LoginPage } from '@/exposes/login-page';
import { RegisterPage } from '@/exposes/register-page';
import { VerifyAccountPage } from '@/exposes/verify-account-page';
import { ForgotPasswordPage } from '@/exposes/forgot-password-page';
import { AuthActionPage } from '@/exposes/auth-action-page';
import { OrderHistoryPage } from '@/exposes/order-history-page';
import { QuotaPage } from '@/exposes/quota-page';

// This remote's pages on the shell's paths, so links and params behave the same as inside the shell.
const PAGES = [
  { path: '/login', example: '/login', element: <LoginPage /> },
  { path: '/register', example: '/register', element: <RegisterPage /> },
  { path: '/verify-account', example: '/verify-account', element: <VerifyAccountPage /> },
  { path: '/forgot-password', example: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/auth/action', example: '/auth/action', element: <AuthActionPage /> },
  { path: '/riwayat-order', example: '/riwayat-order', element: <OrderHistoryPage /> },
  { path: '/cek-kuota', example: '/cek-kuota', element: <QuotaPage /> },
];

function StandaloneFrame() {
  const { t } = useTranslation('account');
  return (
    <>
      <header className="k-container">
        <p>{t('standalone.heading')}</p>
        <nav>
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.example}>{page.example}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <Routes>
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={page.element} />
          ))}
          <Route path="*" element={<PageHeading>404</PageHeading>} />
        </Routes>
      </main>
    </>
  );
}

export function StandaloneApp() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <StandaloneFrame />
      </Suspense>
    </BrowserRouter>
  );
}
