// What the server hands the web app's server build, and what it gets back. The server loads that
// build as a file and never imports web source, so both sides take the shapes from here.

/** One page request, as the server hands it over. */
export interface PageRequest {
  /** The path and query, e.g. "/car/240?sort=price". */
  url: string;
  host: string;
  language: string;
  cookies: Readonly<Record<string, string>>;
  /** Calls the shop's API in process (the same routes, checks and caches a browser meets). */
  fetch(path: string, init: RequestInit): Promise<Response>;
  /** Told of a part that failed to render (the browser renders it again). */
  onError(error: unknown): void;
}

/** The page's status, its #root HTML as it streams, and the state block the browser takes over. */
export interface RenderedPage {
  status: number;
  html: NodeJS.ReadableStream;
  /** The <script type="application/json"> block to put after #root. */
  stateScript: string;
}
