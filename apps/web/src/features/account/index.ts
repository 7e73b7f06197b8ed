// Public surface of the account feature.
export { AuthPage, ForgotPage, LoginPage, RegisterPage } from './account-pages';
