import { createAppConfig, DEV_PORTS } from '@kelana/tooling/create-app-config';

export default createAppConfig({
  kind: 'remote',
  name: 'account',
  dir: import.meta.dirname,
  port: DEV_PORTS.account,
  title: 'Kelana · mfe-account',
  // Only src/exposes/* leaves this remote; the shell owns the routes these pages are mounted on.
  exposes: {
    './LoginPage': './src/exposes/login-page.tsx',
    './RegisterPage': './src/exposes/register-page.tsx',
    './VerifyAccountPage': './src/exposes/verify-account-page.tsx',
    './ForgotPasswordPage': './src/exposes/forgot-password-page.tsx',
    './AuthActionPage': './src/exposes/auth-action-page.tsx',
    './OrderHistoryPage': './src/exposes/order-history-page.tsx',
    './QuotaPage': './src/exposes/quota-page.tsx',
    './EsimCardPage': './src/exposes/esim-card-page.tsx',
    './AccountDialogs': './src/exposes/account-dialogs.tsx',
  },
});
