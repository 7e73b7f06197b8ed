// The header's account corner (SPEC §1, §4): a login panel the button toggles open and closed, or,
// once logged in, the user's name (a link to the account page) and a Logout button.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, Ref } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { LogoutIcon, UserIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { LoginForm } from '../../features/account';
import { session } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { focusMainIfLost } from '../main-target';

function LoginPanel({ onLoggedIn }: { onLoggedIn(): void }) {
  const { t } = useTranslation();
  const panelId = useId();
  const { key } = useLocation();
  // Open only for the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A click elsewhere or Escape anywhere closes the panel, so it never covers what has the focus.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = rootRef.current?.contains(document.activeElement) ?? false;
      setOpenAt(null);
      if (inside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Tabbing out of the panel closes it (focus moving nowhere, as while a form submits, does not).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpenAt(null);
  };

  return (
    <div className="login-panel" ref={rootRef} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="header__action login-panel__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : key)}
      >
        <UserIcon className="header__icon" />
        <span className="header__action-text">{t('header.loginPanel')}</span>
      </button>
      <div id={panelId} className="login-panel__panel" hidden={!open}>
        {open ? (
          <Suspense fallback={<Spinner />}>
            <LoginForm autoFocus onLoggedIn={onLoggedIn}>
              <p className="login-panel__links">
                <Link to="/register">{t('header.signUp')}</Link>
                <Link to="/forgot">{t('header.forgot')}</Link>
              </p>
            </LoginForm>
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function UserPanel({ name, linkRef }: { name: string; linkRef: Ref<HTMLAnchorElement> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    // Home first (SPEC §4): an account page left open would send the visitor to the login.
    void navigate('/');
    try {
      await session.logout();
    } finally {
      setLeaving(false);
      // This panel and its button are gone (once rendered): the focus goes to the home page's
      // skip target.
      requestAnimationFrame(focusMainIfLost);
    }
  };

  return (
    <div className="user-panel">
      <Link ref={linkRef} to="/account" className="header__action user-panel__name">
        <UserIcon className="header__icon" />
        <span className="header__action-text">{name || t('header.account')}</span>
      </Link>
      {/* Icon-only on a phone, as the other header actions: the hidden text still names it. */}
      <button
        type="button"
        className="header__action user-panel__logout"
        disabled={leaving}
        onClick={() => void logout()}
      >
        <LogoutIcon className="header__icon user-panel__logout-icon" />
        <span className="header__action-text">
          {leaving ? t('header.loggingOut') : t('header.logout')}
        </span>
      </button>
    </div>
  );
}

export function AccountMenu() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const userLink = useRef<HTMLAnchorElement>(null);
  const focusUser = useRef(false);
  // The panel and its form are gone after a login: the focus moves to the name that replaced them.
  useEffect(() => {
    if (!focusUser.current || !user) return;
    focusUser.current = false;
    userLink.current?.focus();
  }, [user]);
  if (status === 'anonymous')
    return (
      <LoginPanel
        onLoggedIn={() => {
          focusUser.current = true;
        }}
      />
    );
  if (!user) {
    // A stored token being checked: the account page waits for it.
    return (
      <Link to="/account" className="header__action">
        <UserIcon className="header__icon" />
        <span className="header__action-text">{t('header.account')}</span>
      </Link>
    );
  }
  return <UserPanel name={user.name} linkRef={userLink} />;
}
