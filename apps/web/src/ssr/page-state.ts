// The data a server-rendered page ships for the browser to take over without asking again. It rides
// in a JSON block (never run as script, so the CSP allows no inline script at all).
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_STATE_ID = 'page-state';
/** Bumped when the shape changes, so a page cached across a deploy is rendered afresh instead. */
export const SHELL_STATE_VERSION = 1;

export interface PageState {
  version: number;
  /** When the server rendered the page (ISO), so hydration reads dates at the same instant. */
  now: string;
  /** The shell's data by API path (car groups, currencies). */
  shell: Readonly<Record<string, unknown>>;
  /** The page's queries, their errors as plain {status, code, message}. */
  queries: DehydratedState;
}

/** The page's state, when the server rendered it (and it is of this version). */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PageState;
    return state.version === SHELL_STATE_VERSION ? state : null;
  } catch {
    return null;
  }
}
