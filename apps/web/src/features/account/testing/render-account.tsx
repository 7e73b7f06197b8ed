// The account pages under a memory router with their routes, as app/router.tsx mounts them.
import { renderRouteTable } from '../../../lib/testing/route-harness';
import { AccountPage } from '../account-page/account-page';
import { AuthPage } from '../pages/auth-page';
import { ConfirmEmailPage } from '../pages/confirm-email-page';
import { ForgotPage } from '../pages/forgot-page';
import { LoginPage } from '../pages/login-page';
import { RegisterPage } from '../pages/register-page';
import { ResetPasswordPage } from '../pages/reset-password-page';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/af', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot', element: <ForgotPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/confirm-email', element: <ConfirmEmailPage /> },
  { path: '/auth', element: <AuthPage /> },
  { path: '/account', element: <AccountPage /> },
  { path: '*', element: <p>Another page</p> },
];

export function renderAccount(path: string) {
  return renderRouteTable(routes, path);
}
