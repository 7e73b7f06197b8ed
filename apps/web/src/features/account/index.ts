// Public surface of the account feature.
export { AuthPage, ForgotPage, LoginPage, RegisterPage } from './account-pages';
export {
  DIAGRAM_FORBIDDEN,
  isDiagramForbidden,
  loginPath,
  useLoginRedirect,
} from './login-redirect';
