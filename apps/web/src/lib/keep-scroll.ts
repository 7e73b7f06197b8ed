// Navigation state that asks the scroll manager to leave the page where it is (a re-sort, a chosen
// position): the URL changes, the visitor's place on the page does not.
export const KEEP_SCROLL = { keepScroll: true } as const;
