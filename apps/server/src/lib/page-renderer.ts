// The web app's server build (apps/web/dist-server), loaded the way the client build is served: a
// built file found at run time, never web source imported. Absent (API-only runs), pages go without.
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRequest, RenderedPage } from '@shop/domain';

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
