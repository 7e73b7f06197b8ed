// The account feature's lazily loaded part: its pages, the login form and the login modal's link.
export { AccountPage } from './account-page/account-page';
export { LoginModalLink } from './components/login-modal-link';
export { LoginForm } from './forms/login-form';
export { AuthPage } from './pages/auth-page';
export { ConfirmEmailPage } from './pages/confirm-email-page';
export { ForgotPage } from './pages/forgot-page';
export { LoginPage } from './pages/login-page';
export { RegisterPage } from './pages/register-page';
export { ResetPasswordPage } from './pages/reset-password-page';
