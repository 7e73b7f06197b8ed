// React's streaming server renderer, once to find what a page needs and once to send it.
import { PassThrough, Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { scriptSafeJson } from '@shop/domain';
import type { RenderedPage } from '@shop/domain';
import { PAGE_STATE_ID } from './page-state';
import type { PageState } from './page-state';

/** Renders `element` through, lazy pages included, and drops the HTML (the data-finding pass). */
export function settle(element: ReactNode, report: (error: unknown) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({ write: (_chunk, _encoding, next) => next() });
    sink.on('finish', () => resolve());
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // The browser renders a failed part again; the server is told, once, by the final render.
      onError: report,
    });
  });
}

/**
 * Streams `element` once all of it is ready: its data is here already, and content sent in place
 * needs no inline script to move it (the CSP allows none; crawlers run none).
 */
export function renderStream(
  element: ReactNode,
  status: number,
  state: PageState,
  report: (error: unknown) => void,
) {
  return new Promise<RenderedPage>((resolve, reject) => {
    const html = new PassThrough();
    const stream = renderToPipeableStream(element, {
      // Large parts would otherwise be sent apart and moved into place by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(html);
        const json = scriptSafeJson(state);
        resolve({
          status,
          html,
          stateScript: `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`,
        });
      },
      onShellError: reject,
      onError: report,
    });
  });
}
