// The language choice: it reloads the page, so arrowing through the closed list only moves the
// choice; Enter or leaving the list applies it (WCAG 3.2.2), as the hint says. A pick with the
// mouse or a phone's picker applies at once.
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@shop/domain';
import type { Language } from '@shop/domain';
import { useTranslation } from '../../lib/translate';

/** Keys that change a closed select's value without opening it. */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

export function LanguageSelect({
  value,
  onChoose,
}: {
  value: Language;
  onChoose(language: Language): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const [pending, setPending] = useState<Language | null>(null);
  const browsing = useRef(false);

  const apply = (language: Language) => {
    setPending(null);
    if (language !== value) onChoose(language);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && pending) {
      event.preventDefault();
      apply(pending);
      return;
    }
    // Type-ahead letters move the choice too.
    browsing.current = BROWSING_KEYS.has(event.key) || event.key.length === 1;
  };

  return (
    <div className="field">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        value={pending ?? value}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onPointerDown={() => (browsing.current = false)}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          if (browsing.current) setPending(next);
          else apply(next);
        }}
        onBlur={() => pending && apply(pending)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      <span id={hintId} className="visually-hidden">
        {t('footer.languageHint')}
      </span>
    </div>
  );
}
