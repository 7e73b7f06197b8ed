// The settings page (admins): currency rates, the minimum arrival date, each country's VAT,
// free-shipping threshold and methods, and which methods are on; one save for all of them.
import { useTranslation } from '../../lib/translate';
import { useConsoleTitle } from '../layout/use-console-title';
import { useAdminSettings } from './settings-api';
import { SettingsForm } from './settings-form';
import './settings.css';

export function SettingsPage() {
  const { t } = useTranslation();
  const title = t('nav.settings');
  useConsoleTitle(title);
  const settings = useAdminSettings();

  let body;
  if (settings.isPending) {
    body = <p role="status">{t('loading')}</p>;
  } else if (settings.isError) {
    body = (
      <div role="alert">
        <p>{t('settings.loadError')}</p>
        <button type="button" className="console-button" onClick={() => void settings.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  } else {
    body = <SettingsForm settings={settings.data} />;
  }

  return (
    <>
      <h1>{title}</h1>
      <p>{t('settings.intro')}</p>
      {body}
    </>
  );
}
