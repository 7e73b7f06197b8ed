// Staff sign-in: email, password and the authenticator's six-digit code (or a recovery code). The
// token is kept for this tab only; then the page asked for, or the overview.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { consoleApi } from '../lib/console-api';
import { HttpError } from '../lib/console-http';
import { staffSession } from '../lib/staff-session';
import { useConsoleTitle } from '../layout/use-console-title';

const SIX_DIGITS = /^\d{6}$/;
// A recovery code: two groups of five letters and digits, with or without the dash.
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** Where the sign-in goes on: the console page that sent the visitor here, else the overview. */
function nextPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  if (typeof from?.pathname !== 'string' || from.pathname === '/sign-in') return '/';
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}

function failureText(error: unknown): string {
  if (!(error instanceof HttpError)) return 'signIn.errors.other';
  if (error.status === 401) return 'signIn.errors.invalid';
  if (error.status === 429) return 'signIn.errors.tooMany';
  if (error.status === 0) return 'signIn.errors.network';
  return 'signIn.errors.other';
}

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [ended] = useState(() => staffSession.lastEnd() === 'expired');
  const codeInput = useRef<HTMLInputElement>(null);
  useConsoleTitle(t('signIn.submit'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const totp = code.replace(/\s+/g, '');
    if (!email.trim() || !password || !totp) return setError(t('signIn.errors.missing'));
    if (!SIX_DIGITS.test(totp) && !RECOVERY_CODE.test(totp)) {
      codeInput.current?.focus();
      return setError(t('signIn.errors.code'));
    }
    setPending(true);
    setError(null);
    try {
      const answer = await consoleApi.login({ email: email.trim(), password, totp });
      queryClient.clear();
      staffSession.start(answer.token);
      void navigate(nextPath(location.state), { replace: true });
    } catch (failure) {
      // A code works once: the next try needs the next one.
      setCode('');
      setError(t(failureText(failure)));
      setPending(false);
    }
  };

  return (
    <main className="console-sign-in" id="console-main">
      <h1>{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      {ended ? <p className="console-notice">{t('signIn.ended')}</p> : null}
      <form className="console-form" method="post" noValidate onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`}>{t('signIn.email')}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t('signIn.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <label htmlFor={`${id}-code`}>{t('signIn.code')}</label>
        <input
          ref={codeInput}
          id={`${id}-code`}
          name="totp"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-describedby={`${id}-hint`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <p id={`${id}-hint`} className="console-hint">
          {t('signIn.codeHint')}
        </p>
        {/* Always there, so a screen reader announces each new text it gets. */}
        <p role="alert" className="console-error">
          {error}
        </p>
        <button type="submit" className="console-button" disabled={pending}>
          {pending ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
