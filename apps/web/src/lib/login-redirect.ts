// Sends a visitor to the login page when an API call needs a login (SPEC §6: modern-car diagrams).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ErrorCode } from '@shop/domain';
import { HttpError } from './http';

/** The error code of a 403 answer that a login would change, or null for any other error. */
export function loginCause(error: unknown): ErrorCode | null {
  if (!(error instanceof HttpError) || error.status !== 403) return null;
  switch (error.code) {
    case 'diagram_forbidden': // a modern car's diagrams, asked for without a login
      return error.code;
    default:
      return null;
  }
}

/** /login?cause=<cause>&path=<path>: the login page names the cause and returns to `path` after. */
export function loginPath(cause: string, path: string): string {
  return `/login?cause=${encodeURIComponent(cause)}&path=${encodeURIComponent(path)}`;
}

/**
 * Replaces the current history entry with the login page (cause error.<code>, path = where the
 * visitor was) once `error` is an answer a login would change; returns whether it is, so the caller
 * can show a spinner instead of an error meanwhile.
 */
export function useLoginRedirect(error: unknown): boolean {
  const cause = loginCause(error);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!cause) return;
    void navigate(loginPath(`error.${cause}`, pathname + search), { replace: true });
  }, [cause, navigate, pathname, search]);
  return cause !== null;
}
