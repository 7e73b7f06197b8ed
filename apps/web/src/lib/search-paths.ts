// Addresses of the search routes (SPEC §2) and which one a search started on a given page goes to.
// Pure and dependency-free: the header (in the first load) imports this file alone.

const enc = encodeURIComponent;

/** Items (the list) or diagram entries. */
export type SearchView = 'items' | 'diagrams';

/** The query parameters of /search (SPEC §2). */
export interface SearchParams {
  q: string;
  /** 'diagrams' (or an API diagram mode) shows diagram entries; anything else lists items. */
  mode?: string | null;
  carSlug?: string | null;
  illustration?: string | null;
}

/** /search?q=…[&mode=…][&carSlug=…][&illustration=…] */
export function searchPath({ q, mode, carSlug, illustration }: SearchParams): string {
  const params = new URLSearchParams({ q });
  if (mode) params.set('mode', mode);
  if (carSlug) params.set('carSlug', carSlug);
  if (illustration) params.set('illustration', illustration);
  return `/search?${params.toString()}`;
}

/** /car/<car>/[<group>/]search[/diagrams]?q=… */
export function carSearchPath(
  carSlug: string,
  groupSlug: string | null | undefined,
  view: SearchView,
  q: string,
): string {
  let path = `/car/${enc(carSlug)}/`;
  if (groupSlug) path += `${enc(groupSlug)}/`;
  path += view === 'diagrams' ? 'search/diagrams' : 'search';
  return `${path}?${new URLSearchParams({ q }).toString()}`;
}

/** /diagram/<illustration>/search?q=… */
export function diagramSearchPath(illustration: string, q: string): string {
  return `/diagram/${enc(illustration)}/search?${new URLSearchParams({ q }).toString()}`;
}

/** Segments the car routes read as a mode, never as a group (app/router.tsx's static children). */
const CAR_MODE_SEGMENTS = new Set(['search', 'item', 'diagrams']);

/** Where on the site a path is, as far as searching is concerned. */
export type SearchContext =
  | { kind: 'car'; carSlug: string; groupSlug: string | null; view: SearchView; search: boolean }
  | { kind: 'diagram'; illustration: string; search: boolean }
  | { kind: 'search' }
  | { kind: 'other' };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape: the segment as it stands
  }
}

/** Reads a pathname the way app/router.tsx matches it (car routes, diagram routes, /search). */
export function searchContextOf(pathname: string): SearchContext {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  const [first, second, ...rest] = segments;
  if (first === 'search' && segments.length === 1) return { kind: 'search' };
  if (first === 'diagram' && second) {
    return { kind: 'diagram', illustration: second, search: rest[0] === 'search' };
  }
  if (first !== 'car' || !second) return { kind: 'other' };
  const groupSlug = rest[0] !== undefined && !CAR_MODE_SEGMENTS.has(rest[0]) ? rest[0] : null;
  const mode = groupSlug === null ? rest : rest.slice(1);
  const search = mode[0] === 'search';
  const diagrams = mode[0] === 'diagrams' || (search && mode[1] === 'diagrams');
  return {
    kind: 'car',
    carSlug: second,
    groupSlug,
    view: diagrams ? 'diagrams' : 'items',
    search,
  };
}

/** The query a search route shows (for the header's box), or null on any other page. */
export function shownQuery(pathname: string, params: URLSearchParams): string | null {
  const context = searchContextOf(pathname);
  const onSearch = context.kind === 'search' || ('search' in context && context.search);
  return onSearch ? (params.get('q') ?? '') : null;
}

/**
 * Where a search for `q` started at `pathname` goes: within the car (and group, keeping the list or
 * diagram view) on a car page, within the drawing on a diagram page, else /search (keeping the
 * results page's own mode and limits when already there).
 */
export function searchTarget(pathname: string, params: URLSearchParams, q: string): string {
  const context = searchContextOf(pathname);
  switch (context.kind) {
    case 'car':
      return carSearchPath(context.carSlug, context.groupSlug, context.view, q);
    case 'diagram':
      return diagramSearchPath(context.illustration, q);
    case 'search':
      return searchPath({
        q,
        mode: params.get('mode'),
        carSlug: params.get('carSlug'),
        illustration: params.get('illustration'),
      });
    default:
      return searchPath({ q });
  }
}
