// The page's main region, the skip link's target (layout.tsx). The app moves no focus on a plain
// navigation (scroll-manager.tsx only scrolls); where an action takes the focused control away and
// lands on another page (a logout, a deleted account), the focus goes where the skip link sends it.

export const MAIN_ID = 'main-content';

/** Focuses the main region, unless the visitor already put the focus somewhere that stays. */
export function focusMainIfLost(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}
