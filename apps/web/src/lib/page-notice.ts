// One-off notices a page shows after an action elsewhere sent the visitor there (router state, so
// the next navigation, which has a state of its own, drops them): e.g. "Your account is deleted."
// on the home page.

export const PAGE_NOTICES = {
  /** The account was deleted (the account page's last form); shown on the home page. */
  accountDeleted: 'accountDeleted',
} as const;

export type PageNotice = (typeof PAGE_NOTICES)[keyof typeof PAGE_NOTICES];

/** The router state that carries `notice` to the next page. */
export const withNotice = (notice: PageNotice) => ({ notice });

/** The notice a location's state carries, if it is one of ours. */
export function noticeOf(state: unknown): PageNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  return Object.values(PAGE_NOTICES).find((known) => known === notice) ?? null;
}
