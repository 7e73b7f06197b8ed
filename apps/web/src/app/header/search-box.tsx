// The header's search box (SPEC §5): at least 3 characters, submitted by Enter or the button.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { matchPath, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/ui/icons';

export const MIN_QUERY_LENGTH = 3;

export function SearchBox() {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [invalid, setInvalid] = useState(false);

  // On the results page the box shows the query searched for (adjusting state while rendering).
  const urlQuery = pathname === '/search' ? (params.get('q') ?? '') : null;
  const [seenQuery, setSeenQuery] = useState<string | null>(null);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    if (urlQuery !== null) setQuery(urlQuery);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (q.length < MIN_QUERY_LENGTH) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    const next = new URLSearchParams({ q });
    // Within a car, search that car (names need a car, SPEC §5).
    const carSlug = matchPath('/car/:carSlug/*', pathname)?.params.carSlug;
    if (carSlug) next.set('carSlug', carSlug);
    navigate(`/search?${next.toString()}`);
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
          if (invalid) setInvalid(false);
        }}
      />
      <button type="submit" className="search-box__button">
        <SearchIcon />
        <span className="visually-hidden">{t('header.searchButton')}</span>
      </button>
      <p id={errorId} className="search-box__error" role="alert" hidden={!invalid}>
        {invalid ? t('search.invalidQuery') : ''}
      </p>
    </form>
  );
}
