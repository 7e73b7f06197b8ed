// One polite live region in the page frame, for what a page says as it arrives (the order is
// placed): a region drawn with its page, text and all, is often not read, one already there is.
import { useCallback, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';

interface Announcement {
  text: string;
  /** Counts the announcements, so the same text said again is a new node, read again. */
  id: number;
  /** The history entry it was said on: another page, or a later visit, does not repeat it. */
  key: string;
}

const listeners = new Set<(said: Announcement) => void>();
let count = 0;

/** Says a text in the page frame's live region, for as long as the visitor stays on this page. */
export function useAnnounce(): (text: string) => void {
  const { key } = useLocation();
  return useCallback(
    (text: string) => {
      count += 1;
      const said = { text, id: count, key };
      listeners.forEach((listener) => listener(said));
    },
    [key],
  );
}

export function Announcer() {
  const { key } = useLocation();
  const [said, setSaid] = useState<Announcement | null>(null);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setSaid(null);
  }
  // Before any page's effect runs, so a page that speaks as it first mounts is heard.
  useLayoutEffect(() => {
    listeners.add(setSaid);
    return () => {
      listeners.delete(setSaid);
    };
  }, []);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {said?.key === key ? <span key={said.id}>{said.text}</span> : null}
    </p>
  );
}
