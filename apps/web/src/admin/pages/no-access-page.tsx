// What an account without a staff role sees at /admin: the console is not for it, and the ways out.
import { useTranslation } from '../../lib/translate';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '../lib/sign-out';
import { useConsoleTitle } from '../layout/use-console-title';

export function NoAccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useConsoleTitle(t('noAccess.title'));
  const signInAgain = async () => {
    await signOut(queryClient);
    void navigate('/sign-in');
  };
  return (
    <main className="console-page console-refusal" id="console-main">
      <h1>{t('noAccess.title')}</h1>
      <p>{t('noAccess.text')}</p>
      <p className="console-actions">
        <button type="button" className="console-button" onClick={() => void signInAgain()}>
          {t('noAccess.signIn')}
        </button>
        {/* The shop is another app: a full page navigation. */}
        <a href="/">{t('noAccess.shop')}</a>
      </p>
    </main>
  );
}
