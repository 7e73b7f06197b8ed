// Where the customer is logged in: each device and browser, when it was last used, this one
// marked; any other can be ended, or all of them at once.
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/translate';
import type { SessionView } from '@shop/domain';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePreferences } from '../../../lib/preferences';
import { useRevokeSession, useSessions } from '../api';
import { errorText } from '../forms/form-state';
import { formatDateTime } from './date-time';
import { describeUserAgent } from './user-agent';

function useDeviceName() {
  const { t } = useTranslation();
  return (session: SessionView) => {
    const { browser, system } = describeUserAgent(session.userAgent);
    if (browser && system) return t('account.sessions.browserOn', { browser, system });
    return browser ?? system ?? t('account.sessions.unknownDevice');
  };
}

export function SessionsSection() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const titleId = useId();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const deviceName = useDeviceName();
  const heading = useRef<HTMLHeadingElement>(null);
  // The ended session's row (or the button for all others) goes: the focus moves to the heading.
  const end = (id: string | null) =>
    revoke.mutate(id, { onSettled: () => heading.current?.focus() });
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  return (
    <section className="account-section card" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('account.sessions.title')}
      </h2>
      {sessions.isError ? (
        <LoadError
          message={t('account.sessions.loadError')}
          retryLabel={t('account.retry')}
          onRetry={() => void sessions.refetch()}
        />
      ) : !sessions.data ? (
        <Spinner />
      ) : (
        <ul className="account-list">
          {sessions.data.map((s) => (
            <li key={s.id} className="account-list__item">
              <div>
                <strong>{deviceName(s)}</strong>
                {s.current ? (
                  <span className="account-badge"> {t('account.sessions.current')}</span>
                ) : null}
                <br />
                <span className="account-muted">
                  {t('account.sessions.lastUsed', { when: formatDateTime(s.lastUsedAt, language) })}
                </span>
              </div>
              {s.current ? null : (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={revoke.isPending}
                  aria-label={t('account.sessions.endOne', { device: deviceName(s) })}
                  onClick={() => end(s.id)}
                >
                  {t('account.sessions.end')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoke.isError ? <p role="alert">{errorText(revoke.error, t)}</p> : null}
      {others.length > 0 ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={revoke.isPending}
          onClick={() => end(null)}
        >
          {t('account.sessions.endOthers')}
        </button>
      ) : null}
    </section>
  );
}
