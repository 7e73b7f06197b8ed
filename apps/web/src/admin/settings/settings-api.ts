// The settings' calls and hooks: read them, and PATCH what changed. The answer is the settings as
// they now stand, so it replaces the cached ones; the audit log has new rows to show.
import { failureText as sharedFailureText } from '../lib/server-message';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, AdminSettingsPatch } from '@shop/domain';
import { consoleRequest, retryFailure } from '../lib/console-http';

const SETTINGS_PATH = '/api/admin/settings';
export const SETTINGS_KEY = ['console', 'settings'] as const;

export const settingsApi = {
  get: (signal?: AbortSignal) =>
    consoleRequest<AdminSettings>({ method: 'GET', path: SETTINGS_PATH, signal }),
  patch: (body: AdminSettingsPatch) =>
    consoleRequest<AdminSettings>({ method: 'PATCH', path: SETTINGS_PATH, body }),
};

export function useAdminSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => settingsApi.get(signal),
    retry: retryFailure,
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.patch,
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

/** The server's own words for a refusal; ours when it gave none or could not be reached. */
export const failureText = (error: unknown, t: (key: string) => string): string =>
  sharedFailureText(error, t, {
    network: 'settings.errors.network',
    failed: 'settings.errors.failed',
  });
