// Public surface of the account feature. The header imports this file: everything but the tiny
// parts it needs at once loads lazily, so the forms' schemas stay out of the first load.
import { lazy } from 'react';
import './account.css';

const load = () => import('./pages');

export const LoginPage = lazy(() => load().then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => load().then((m) => ({ default: m.RegisterPage })));
export const ForgotPage = lazy(() => load().then((m) => ({ default: m.ForgotPage })));
export const ResetPasswordPage = lazy(() => load().then((m) => ({ default: m.ResetPasswordPage })));
export const ConfirmEmailPage = lazy(() => load().then((m) => ({ default: m.ConfirmEmailPage })));
export const AuthPage = lazy(() => load().then((m) => ({ default: m.AuthPage })));
export const AccountPage = lazy(() => load().then((m) => ({ default: m.AccountPage })));

/** The login form (header panel). Render inside Suspense. */
export const LoginForm = lazy(() => load().then((m) => ({ default: m.LoginForm })));

/** A "Log in" link opening the login modal (the checkout). Render inside Suspense. */
export const LoginModalLink = lazy(() => load().then((m) => ({ default: m.LoginModalLink })));
