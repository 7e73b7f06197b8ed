// A tiny cached GET for the shell's own reads (header, footer, home), so TanStack Query can stay out
// of the first load: one request per resource however many components read it, retried like queries.
import { useSyncExternalStore } from 'react';
import type { GetCall } from './api-calls';
import { apiGet } from './http';
import { requestScope } from './request-scope';
import { retryDelay } from './retry';

/** What a component sees: loading, failed (no data), or the data. */
export type Loaded<T> =
  | { status: 'pending'; isPending: true; isError: false; data: undefined }
  | { status: 'error'; isPending: false; isError: true; data: undefined; error: unknown }
  | { status: 'success'; isPending: false; isError: false; data: T };

export interface ShellResourceOptions {
  /** Whether to try again after `failureCount` earlier failures ended with `error`. */
  retry(failureCount: number, error: unknown): boolean;
  /** Data older than this is fetched again when a component next starts reading it. */
  staleMs: number;
}

export interface ShellResource<T> {
  /** Starts a request unless fresh data is here or one is under way (e.g. to preload). */
  load(): void;
  read(): Loaded<T>;
  /** What the server rendered: the request's data there, the seeded data while hydrating. */
  readServer(): Loaded<T>;
  /** A first reader starts loading; failed or stale data is fetched again for a new reader. */
  subscribe(listener: () => void): () => void;
}

const PENDING: Loaded<never> = {
  status: 'pending',
  isPending: true,
  isError: false,
  data: undefined,
};

// Every resource, so tests can start each one afresh.
const resets = new Set<() => void>();
// Every resource by its API path, so the server's data can seed them before hydration.
const seeds = new Map<string, (data: unknown) => void>();

const loaded = <T>(data: T): Loaded<T> => ({
  status: 'success',
  isPending: false,
  isError: false,
  data,
});

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createShellResource<T>(
  call: GetCall<T>,
  options: ShellResourceOptions,
): ShellResource<T> {
  let snapshot: Loaded<T> = PENDING;
  let loadedAt = 0;
  let loading = false;
  // Bumped by a reset, so the answer of a request begun before it is dropped.
  let generation = 0;
  const listeners = new Set<() => void>();

  const publish = (next: Loaded<T>) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const fetchWithRetries = async (): Promise<T> => {
    for (let failures = 0; ; failures += 1) {
      try {
        return await apiGet(call);
      } catch (error) {
        if (!options.retry(failures, error)) throw error;
        await wait(retryDelay(failures));
      }
    }
  };

  const load = () => {
    const fresh = snapshot.status === 'success' && Date.now() - loadedAt < options.staleMs;
    if (loading || fresh) return;
    loading = true;
    const run = generation;
    // A new attempt after a failure shows as loading again; stale data stays while it refreshes.
    if (snapshot.status === 'error') publish(PENDING);
    fetchWithRetries().then(
      (data) => {
        if (run !== generation) return;
        loading = false;
        loadedAt = Date.now();
        publish(loaded(data));
      },
      (error: unknown) => {
        if (run !== generation) return;
        loading = false;
        // A failed refresh keeps the data the visitor already sees.
        if (snapshot.status !== 'success') {
          publish({ status: 'error', isPending: false, isError: true, data: undefined, error });
        }
      },
    );
  };

  // Back online after a failure: try again for whoever is still showing it.
  const onOnline = () => {
    if (snapshot.status === 'error') load();
  };

  resets.add(() => {
    generation += 1;
    snapshot = PENDING;
    loadedAt = 0;
    loading = false;
  });

  seeds.set(call.path, (data) => {
    snapshot = loaded(data as T);
    loadedAt = Date.now();
  });

  return {
    load,
    read: () => snapshot,
    readServer() {
      const scope = requestScope();
      if (!scope) return snapshot;
      return call.path in scope.shell ? loaded(scope.shell[call.path] as T) : PENDING;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('online', onOnline);
      load();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('online', onOnline);
      };
    },
  };
}

/** The resource's current state; the component re-renders when it changes. */
export function useShellResource<T>(resource: ShellResource<T>): Loaded<T> {
  return useSyncExternalStore(resource.subscribe, resource.read, resource.readServer);
}

/** The shell's data as the server rendered it, by API path, taken in before hydration. */
export function seedShellResources(data: Readonly<Record<string, unknown>>): void {
  for (const [path, value] of Object.entries(data)) seeds.get(path)?.(value);
}

/** The API paths of the shell's data, for the server to fetch before it renders. */
export function shellResourcePaths(): string[] {
  return [...seeds.keys()];
}

/** Forgets every resource's data and drops answers still on their way (tests). */
export function resetShellResources(): void {
  for (const reset of resets) reset();
}
