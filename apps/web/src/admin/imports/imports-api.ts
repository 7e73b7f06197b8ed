// The catalog import calls and their hooks: the recent imports, one import read again every half
// second while the server works on it, apply, cancel, and the saved column mappings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportAnswer,
  ImportApplyMode,
  ImportList,
  ImportMapping,
  ImportMappings,
  ImportState,
} from '@shop/domain';
import { failureText as sharedFailureText } from '../lib/server-message';
import { consoleRequest, retryFailure } from '../lib/console-http';

const IMPORTS_PATH = '/api/admin/imports';
const MAPPINGS_PATH = '/api/admin/import-mappings';
export const IMPORTS_KEY = ['console', 'imports'] as const;
const MAPPINGS_KEY = ['console', 'import-mappings'] as const;
const importKey = (id: string) => [...IMPORTS_KEY, 'one', id] as const;
const importPath = (id: string) => `${IMPORTS_PATH}/${encodeURIComponent(id)}`;
const mappingPath = (name: string) => `${MAPPINGS_PATH}/${encodeURIComponent(name)}`;

/** How often an import the server is working on is read again. */
export const POLL_MS = 500;

/** The states in which the server is still at work: the page follows them. */
export const isWorking = (state: ImportState | undefined): boolean =>
  state === 'staging' || state === 'applying';

export const importsApi = {
  list: (signal?: AbortSignal) =>
    consoleRequest<ImportList>({ method: 'GET', path: IMPORTS_PATH, signal }),
  get: (id: string, signal?: AbortSignal) =>
    consoleRequest<ImportAnswer>({ method: 'GET', path: importPath(id), signal }),
  apply: ({ id, mode }: { id: string; mode: ImportApplyMode }) =>
    consoleRequest<ImportAnswer>({
      method: 'POST',
      path: `${importPath(id)}/apply`,
      body: { mode },
    }),
  cancel: (id: string) =>
    consoleRequest<ImportAnswer>({ method: 'POST', path: `${importPath(id)}/cancel` }),
  mappings: (signal?: AbortSignal) =>
    consoleRequest<ImportMappings>({ method: 'GET', path: MAPPINGS_PATH, signal }),
  saveMapping: ({ name, ...body }: ImportMapping) =>
    consoleRequest<{ mapping: ImportMapping }>({ method: 'PUT', path: mappingPath(name), body }),
  deleteMapping: (name: string) =>
    consoleRequest<void>({ method: 'DELETE', path: mappingPath(name) }),
};

export function useImportList() {
  return useQuery({
    queryKey: IMPORTS_KEY,
    queryFn: ({ signal }) => importsApi.list(signal),
    retry: retryFailure,
    staleTime: 0,
    // A list with an import under way keeps its states current, more calmly than one import's page.
    refetchInterval: (query) =>
      query.state.data?.imports.some((one) => isWorking(one.state)) ? POLL_MS * 4 : false,
  });
}

export function useImport(id: string) {
  return useQuery({
    queryKey: importKey(id),
    queryFn: ({ signal }) => importsApi.get(id, signal),
    retry: retryFailure,
    staleTime: 0,
    refetchInterval: (query) => (isWorking(query.state.data?.import.state) ? POLL_MS : false),
  });
}

/** An answer about one import is its newest state: it replaces the cached one, the list reads anew. */
export function useImportAnswered(): (answer: ImportAnswer) => void {
  const client = useQueryClient();
  return (answer) => {
    client.setQueryData(importKey(answer.import.id), answer);
    void client.invalidateQueries({ queryKey: IMPORTS_KEY, exact: true });
    void client.invalidateQueries({ queryKey: ['console', 'audit'] });
  };
}

export function useApplyImport() {
  const answered = useImportAnswered();
  return useMutation({ mutationFn: importsApi.apply, onSuccess: answered });
}

export function useCancelImport() {
  const answered = useImportAnswered();
  return useMutation({ mutationFn: importsApi.cancel, onSuccess: answered });
}

export function useImportMappings() {
  return useQuery({
    queryKey: MAPPINGS_KEY,
    queryFn: ({ signal }) => importsApi.mappings(signal),
    retry: retryFailure,
  });
}

function useMappingsChanged() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: MAPPINGS_KEY });
}

export function useSaveMapping() {
  const changed = useMappingsChanged();
  return useMutation({ mutationFn: importsApi.saveMapping, onSuccess: changed });
}

export function useDeleteMapping() {
  const changed = useMappingsChanged();
  return useMutation({ mutationFn: importsApi.deleteMapping, onSuccess: changed });
}

/** The server's own words for a refusal; ours when it gave none or could not be reached. */
export const failureText = (error: unknown, t: (key: string) => string): string =>
  sharedFailureText(error, t, {
    network: 'imports.errors.network',
    failed: 'imports.errors.failed',
  });
