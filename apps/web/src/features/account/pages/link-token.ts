// A mailed link's token (/reset-password#token=…): read from the fragment, which never reaches a
// server log or a Referer, then dropped from the address bar and the history entry.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.hash.slice(1)).get('token'));
  const hasHash = location.hash !== '';
  useEffect(() => {
    if (hasHash)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [hasHash, navigate, location.pathname, location.search]);
  return token;
}
