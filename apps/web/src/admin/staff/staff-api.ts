// The staff list's calls and hooks: the list, a new member, another role, a new authenticator.
// A change refreshes the list and the audit log; a new authenticator for oneself ends one's own
// session, so the page refreshes only once its key has been read (see useRefreshStaff).
import { failureText as sharedFailureText } from '../lib/server-message';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewStaffInput, StaffEnrolmentView, StaffMember, StaffRoleChange } from '@shop/domain';
import { consoleRequest, retryFailure } from '../lib/console-http';

const STAFF_PATH = '/api/admin/staff';
const STAFF_KEY = ['console', 'staff'] as const;
const memberPath = (id: string) => `${STAFF_PATH}/${encodeURIComponent(id)}`;

export const staffApi = {
  list: (signal?: AbortSignal) =>
    consoleRequest<StaffMember[]>({ method: 'GET', path: STAFF_PATH, signal }),
  add: (body: NewStaffInput) =>
    consoleRequest<StaffEnrolmentView>({ method: 'POST', path: STAFF_PATH, body }),
  changeRole: ({ id, ...body }: StaffRoleChange & { id: string }) =>
    consoleRequest<void>({ method: 'PATCH', path: memberPath(id), body }),
  renewFactor: (id: string) =>
    consoleRequest<StaffEnrolmentView>({ method: 'POST', path: `${memberPath(id)}/factor` }),
};

export function useStaffList() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) => staffApi.list(signal),
    retry: retryFailure,
  });
}

/** Reads the list and the audit log again, after a change. */
export function useRefreshStaff(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    void queryClient.invalidateQueries({ queryKey: ['console', 'audit'] });
  };
}

export function useAddStaff() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: staffApi.add, onSuccess: refresh });
}

export function useChangeRole() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: staffApi.changeRole, onSuccess: refresh });
}

/** No refresh of its own: the page refreshes when the new key has been read. */
export function useRenewFactor() {
  return useMutation({ mutationFn: staffApi.renewFactor });
}

/** The server's own words for a refusal; ours when it gave none or could not be reached. */
export const failureText = (error: unknown, t: (key: string) => string): string =>
  sharedFailureText(error, t, { network: 'staff.errors.network', failed: 'staff.errors.failed' });
