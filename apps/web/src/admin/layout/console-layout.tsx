// The console's frame: a skip link, the navigation of what the role may use, who is signed in with
// a sign-out, and the page. A new page moves the focus to its content, as a page load would.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '../lib/sign-out';
import { ROLE_LABELS, sectionsFor } from '../sections';
import { useStaff } from './staff-context';

export function ConsoleLayout() {
  const { t } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus();
  }, [pathname]);

  const onSignOut = async () => {
    setLeaving(true);
    await signOut(queryClient);
    void navigate('/sign-in', { replace: true });
  };

  return (
    <div className="console">
      <a className="console-skip" href="#console-main">
        {t('skipToContent')}
      </a>
      <header className="console-header">
        <p className="console-brand">{t('consoleName')}</p>
        <nav aria-label={t('nav.label')} className="console-nav">
          <ul>
            {sectionsFor(staff.role).map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === '/'}>
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console-user">
          <span>
            {t('account.signedInAs', { name: staff.name, role: t(ROLE_LABELS[staff.role]) })}
          </span>
          <button
            type="button"
            className="console-button console-button--quiet"
            disabled={leaving}
            onClick={() => void onSignOut()}
          >
            {leaving ? t('account.signingOut') : t('account.signOut')}
          </button>
        </div>
      </header>
      <main id="console-main" className="console-page" tabIndex={-1} ref={main}>
        <Outlet />
      </main>
    </div>
  );
}
