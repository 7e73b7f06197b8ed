// The login modal (SPEC §2 Modals): a "Log in" link that opens the login form in a dialog where
// leaving the page would lose something (the checkout). Without a click handler, e.g. opened in a
// new tab, it is a plain link to /login that returns here.
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { useModal } from '../../../components/ui/modal';
import { withReturnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/use-session';
import { LoginForm } from '../forms/login-form';

export interface LoginModalLinkProps {
  /** The text before the link ("Have an account?"). */
  lead?: string;
}

export function LoginModalLink({ lead }: LoginModalLinkProps) {
  const { t } = useTranslation();
  const modal = useModal();
  const { pathname, search } = useLocation();
  const { status, user } = useSession();
  const line = useRef<HTMLParagraphElement>(null);
  const href = withReturnPath('/login', pathname + search);
  const title = t('account.loginTitle');
  // The link the dialog would return the focus to is gone after a login: the line takes it.
  const loggedIn = () => {
    modal.close();
    requestAnimationFrame(() => line.current?.focus());
  };
  if (status === 'checking') return null;
  if (user) {
    return (
      <p ref={line} className="login-modal-link" tabIndex={-1}>
        {t('account.loggedInAs', { name: user.name })}
      </p>
    );
  }
  return (
    <p ref={line} className="login-modal-link" tabIndex={-1}>
      {lead ? `${lead} ` : null}
      <a
        href={href}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          modal.open(
            <div className="login-modal">
              <h2>{title}</h2>
              {/* As the header's panel: the email takes the focus, sign-up and reset a link away
                  (a new account comes back here). */}
              <LoginForm autoFocus onLoggedIn={loggedIn}>
                <p className="account-form__links login-modal__links">
                  <Link to={withReturnPath('/register', pathname + search)}>
                    {t('account.signUpLink')}
                  </Link>
                  <Link to="/forgot">{t('account.forgotLink')}</Link>
                </p>
              </LoginForm>
            </div>,
            { label: title },
          );
        }}
      >
        {t('account.loginLink')}
      </a>
    </p>
  );
}
