// Sends a visitor to the login page when an API call needs a login (SPEC §6: modern-car diagrams).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from './http';

/** The API's error code for a modern car's diagrams asked for without a login. */
export const DIAGRAM_FORBIDDEN = 'diagram_forbidden';

/** True for the API's 403 answer to an anonymous caller of a modern car's diagrams. */
export function isDiagramForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === DIAGRAM_FORBIDDEN;
}

/** /login?cause=<cause>&path=<path>: the login page names the cause and returns to `path` after. */
export function loginPath(cause: string, path: string): string {
  return `/login?cause=${encodeURIComponent(cause)}&path=${encodeURIComponent(path)}`;
}

/**
 * Replaces the current history entry with the login page (cause error.diagram_forbidden, path = where
 * the visitor was) once `error` is a diagram_forbidden answer; returns whether it is, so the caller
 * can show a spinner instead of an error meanwhile.
 */
export function useLoginRedirect(error: unknown): boolean {
  const forbidden = isDiagramForbidden(error);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!forbidden) return;
    void navigate(loginPath(`error.${DIAGRAM_FORBIDDEN}`, pathname + search), { replace: true });
  }, [forbidden, navigate, pathname, search]);
  return forbidden;
}
