// Renders UI in a <MemoryRouter> and hands tests a way to navigate and to read the current location.
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { InitialEntry, Location, NavigateFunction, NavigateOptions, To } from 'react-router';

export interface TestHistory {
  /** Async like a data router's navigate, so `await act(() => history.navigate(…))` settles it. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  readonly location: Location;
}

interface Current {
  navigate: NavigateFunction;
  location: Location;
}

function Probe({ intoRef }: { intoRef: { current: Current | null } }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    intoRef.current = { navigate, location };
  });
  return null;
}

function current(ref: { current: Current | null }): Current {
  if (!ref.current) throw new Error('The router has not rendered yet');
  return ref.current;
}

/** `ui` inside a memory router at `initialEntries` (the last one is shown), plus its history. */
export function renderWithHistory(ui: ReactNode, initialEntries: InitialEntry[] = ['/']) {
  const ref: { current: Current | null } = { current: null };
  const view = render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
      {ui}
      <Probe intoRef={ref} />
    </MemoryRouter>,
  );
  const history: TestHistory = {
    navigate: async (to, options) => {
      const { navigate } = current(ref);
      if (typeof to === 'number') await navigate(to);
      else await navigate(to, options);
    },
    get location() {
      return current(ref).location;
    },
  };
  return { ...view, history };
}
