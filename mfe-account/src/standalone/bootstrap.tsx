import { startStandalone } from '@kelana/runtime/standalone';

import { LoginPage } from '@/exposes/login-page';
import { RegisterPage } from '@/exposes/register-page';
import { VerifyAccountPage } from '@/exposes/verify-account-page';
import { ForgotPasswordPage } from '@/exposes/forgot-password-page';
import { AuthActionPage } from '@/exposes/auth-action-page';
import { OrderHistoryPage } from '@/exposes/order-history-page';
import { QuotaPage } from '@/exposes/quota-page';
import { EsimCardPage } from '@/exposes/esim-card-page';
import { AccountDialogsDemo } from '@/standalone/account-dialogs-demo';

// Development only: this remote's pages without the shell (`pnpm --filter mfe-account dev`).
startStandalone({
  namespace: 'account',
  pages: [
    { path: '/login', example: '/login', element: <LoginPage /> },
    { path: '/register', example: '/register', element: <RegisterPage /> },
    { path: '/verify-account', example: '/verify-account', element: <VerifyAccountPage /> },
    { path: '/forgot-password', example: '/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/auth/action', example: '/auth/action', element: <AuthActionPage /> },
    { path: '/riwayat-order', example: '/riwayat-order', element: <OrderHistoryPage /> },
    { path: '/cek-kuota', example: '/cek-kuota', element: <QuotaPage /> },
    { path: '/esim/:orderId', example: '/esim/AB12CD34EF', element: <EsimCardPage /> },
    { path: '/account-dialogs', example: '/account-dialogs', element: <AccountDialogsDemo /> },
  ],
});
