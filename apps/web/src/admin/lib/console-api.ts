// The console's API calls and their query hooks: who is signed in, signing in and out, the audit log.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditPage, LoginRequest, LoginResponse, StaffMe } from '@shop/domain';
import { consoleRequest, retryFailure } from './console-http';
import { useStaffToken } from './staff-session';

/** The audit log's filters, as the page's address holds them; empty ones are left out. */
export interface AuditFilters {
  actor?: string;
  subjectType?: string;
  subjectId?: string;
}

export const AUDIT_PAGE_SIZE = 50;

export function auditPath(filters: AuditFilters, after?: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (typeof value === 'string' && value.trim()) query.set(name, value.trim());
  if (after) query.set('after', after);
  query.set('limit', String(AUDIT_PAGE_SIZE));
  return `/api/admin/audit?${query}`;
}

export const consoleApi = {
  login: (body: LoginRequest) =>
    consoleRequest<LoginResponse>({ method: 'POST', path: '/api/user/login', body }),
  logout: () => consoleRequest<void>({ method: 'POST', path: '/api/user/logout' }),
  me: (signal?: AbortSignal) =>
    consoleRequest<StaffMe>({ method: 'GET', path: '/api/admin/me', signal }),
  audit: (filters: AuditFilters, after: string | undefined, signal?: AbortSignal) =>
    consoleRequest<AuditPage>({ method: 'GET', path: auditPath(filters, after), signal }),
};

/**
 * Who is signed in. Without a token of the tab's own the call still goes, with the shop's cookie if
 * any, so a signed-in customer learns at once that the console is not theirs (403).
 */
export function useStaffMe() {
  const token = useStaffToken();
  const query = useQuery({
    queryKey: ['console', 'me', token],
    queryFn: ({ signal }) => consoleApi.me(signal),
    retry: retryFailure,
    staleTime: 60_000,
  });
  return { ...query, token };
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['console', 'audit', filters],
    queryFn: ({ pageParam, signal }) => consoleApi.audit(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AuditPage) => last.next ?? undefined,
    retry: retryFailure,
  });
}
