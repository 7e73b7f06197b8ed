// The web app's server build (apps/web/dist-server), loaded the way the client build is served: a
// built file found at run time, never web source imported. Absent (API-only runs), pages go without.
import { statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';

/** One page request, as the web app's server entry takes it. */
export interface PageRequest {
  url: string;
  host: string;
  language: string;
  cookies: Readonly<Record<string, string>>;
  fetch(path: string, init: RequestInit): Promise<Response>;
  onError(error: unknown): void;
}

/** The page's status, its #root HTML as it streams, and the state block the browser takes over. */
export interface RenderedPage {
  status: number;
  html: Readable;
  stateScript: string;
}

export interface PageRenderer {
  /** The page's HTML, or null for a page the web app renders in the browser alone. */
  renderPage(request: PageRequest): Promise<RenderedPage | null>;
}

function isRenderer(value: unknown): value is PageRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { renderPage?: unknown }).renderPage === 'function'
  );
}

/** Loads the server build once it exists; a rebuild needs a restart (its modules stay loaded). */
export function pageRendererLoader(file: string): () => Promise<PageRenderer | null> {
  let loading: Promise<PageRenderer | null> | null = null;
  return () => {
    if (loading) return loading;
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return Promise.resolve(null);
    loading = import(pathToFileURL(file).href).then((module: unknown) =>
      isRenderer(module) ? module : null,
    );
    return loading;
  };
}
