// False while the server renders and while the browser hydrates its HTML, true from then on: for
// parts that only a browser can draw (a map), which both first renders must leave out alike.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
