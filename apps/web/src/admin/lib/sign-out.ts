// Signing out of the console: the server ends the session, then the tab forgets the token and data.
import type { QueryClient } from '@tanstack/react-query';
import { consoleApi } from './console-api';
import { staffSession } from './staff-session';

export async function signOut(queryClient: QueryClient): Promise<void> {
  // Signed out here whatever the server answers: an unreachable server must not keep the tab in.
  if (staffSession.token()) await consoleApi.logout().catch(() => undefined);
  staffSession.end('signed-out');
  queryClient.clear();
}
