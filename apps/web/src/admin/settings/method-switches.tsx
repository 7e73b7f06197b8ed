// Which shipping and payment methods are on at all: a method switched off is offered nowhere,
// whatever each country's list says.
import { useTranslation } from '../../lib/translate';
import type { AdminSettings } from '@shop/domain';

interface Props {
  idPrefix: string;
  settings: AdminSettings;
  transports: Record<string, boolean>;
  payments: Record<string, boolean>;
  onSwitch(kind: 'transports' | 'payments', id: string, on: boolean): void;
}

/** The legend of each kind's switches. */
const LEGENDS = {
  transports: 'settings.methods.transports',
  payments: 'settings.methods.payments',
} as const;

export function MethodSwitches({ idPrefix, settings, transports, payments, onSwitch }: Props) {
  const { t } = useTranslation();
  const headingId = `${idPrefix}-methods`;
  const state = { transports, payments };
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.methods.title')}</h2>
      <p className="console-hint">{t('settings.methods.intro')}</p>
      {(['transports', 'payments'] as const).map((kind) => (
        <fieldset key={kind} className="settings-checks">
          <legend>{t(LEGENDS[kind])}</legend>
          {settings[kind].map((method) => (
            <label key={method._id}>
              <input
                type="checkbox"
                checked={state[kind][method._id] ?? false}
                onChange={(event) => onSwitch(kind, method._id, event.target.checked)}
              />{' '}
              {method.name}
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
