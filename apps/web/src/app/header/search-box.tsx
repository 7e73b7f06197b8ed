// The header's search box (SPEC §5): the domain's query rule (at least 3 characters), submitted by
// Enter or the button, to the search route of where the visitor is (car, drawing or the whole shop).
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { SearchIcon } from '../../components/ui/icons';
// The path rules alone, not the feature's index: the header loads first and the results page lazily.
import { searchTarget, shownQuery } from '../../lib/search-paths';
import { checkSearchQuery } from '@shop/domain';
import type { SearchQueryCheck } from '@shop/domain';

type Refusal = Extract<SearchQueryCheck, { ok: false }>;

export function SearchBox() {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const invalid = refusal !== null;

  // On a results page the box shows the query searched for (adjusting state while rendering).
  const urlQuery = shownQuery(pathname, params);
  const [seenQuery, setSeenQuery] = useState<string | null>(null);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    if (urlQuery !== null) setQuery(urlQuery);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSearchQuery(query);
    // A refused query goes nowhere and no request is made (SPEC §5).
    if (!check.ok) {
      setRefusal(check);
      inputRef.current?.focus();
      return;
    }
    setRefusal(null);
    void navigate(searchTarget(pathname, params, check.q));
  };

  return (
    <form className="search-box" role="search" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {t('header.search')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="search-box__input"
        type="search"
        name="q"
        value={query}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          if (invalid) setRefusal(null);
        }}
      />
      <button type="submit" className="search-box__button">
        <SearchIcon />
        <span className="visually-hidden">{t('header.searchButton')}</span>
      </button>
      <p id={errorId} className="search-box__error" role="alert" hidden={!invalid}>
        {refusal?.problem === 'too_long' ? t('search.queryTooLong', { max: refusal.max }) : null}
        {refusal?.problem === 'too_short' ? t('search.invalidQuery') : null}
      </p>
    </form>
  );
}
