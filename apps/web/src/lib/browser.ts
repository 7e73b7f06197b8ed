// Page-level browser effects in one place, so tests can replace them (jsdom cannot navigate or reload).

/** Reloads the current document (after a language change, SPEC §1). */
export function reloadPage(): void {
  window.location.reload();
}

/** Leaves the single-page app: a full page navigation to `url` (e.g. /admin, SPEC §2). */
export function leaveApp(url: string): void {
  window.location.assign(url);
}

/** local storage read that survives disabled storage (private modes, blocked cookies). */
export function storageGet(key: string): string | null {
  // A server render has no storage: it renders what a first visit sees.
  if (typeof window === 'undefined') return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** local storage write that survives disabled or full storage; the choice then lasts the visit only. */
export function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory state still holds the choice.
  }
}

/** local storage removal that survives disabled storage. */
export function storageRemove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Disabled storage holds nothing to remove.
  }
}
