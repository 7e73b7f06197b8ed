// Sending a catalog file: the raw bytes as the request's body (not a form), through XMLHttpRequest
// because fetch cannot tell how much of a body has gone up. Headers and errors as every console call.
import type { ImportAnswer } from '@shop/domain';
import { HttpError, NETWORK_ERROR, consoleHeaders, refusalOf } from '../lib/console-http';

export interface UploadRequest {
  file: File;
  /** A saved mapping's name, or null for a file in our own column names. */
  mapping: string | null;
  /** Bytes sent so far and the file's size. */
  onProgress(sent: number, total: number): void;
  signal?: AbortSignal;
}

/** The body's type by the file's ending: CSV, JSON Lines, else plain bytes (the server decides). */
export function contentTypeOf(fileName: string): string {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'text/csv';
  if (name.endsWith('.jsonl') || name.endsWith('.ndjson')) return 'application/x-ndjson';
  return 'application/octet-stream';
}

export function uploadPath(fileName: string, mapping: string | null): string {
  const query = new URLSearchParams({ fileName });
  if (mapping) query.set('mapping', mapping);
  return `/api/admin/imports?${query}`;
}

/** Uploads the file; resolves with the import it started (still staging), rejects with HttpError. */
export function uploadImportFile({
  file,
  mapping,
  onProgress,
  signal,
}: UploadRequest): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const stopped = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    if (signal?.aborted) return stopped();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadPath(file.name, mapping));
    consoleHeaders(contentTypeOf(file.name)).forEach((value, name) =>
      xhr.setRequestHeader(name, value),
    );
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onerror = () => reject(new HttpError(0, undefined, NETWORK_ERROR));
    xhr.onabort = stopped;
    xhr.onload = () => {
      const body = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(body) as ImportAnswer);
        } catch {
          reject(new HttpError(xhr.status, undefined, 'Unreadable answer', false));
        }
        return;
      }
      const answer = new Response(body || null, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      void refusalOf(answer).then(reject);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
