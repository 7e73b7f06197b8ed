// The signed-in staff member, known to every page inside the console's layout.
import { createContext, useContext } from 'react';
import type { StaffMe } from '@shop/domain';

export const StaffContext = createContext<StaffMe | null>(null);

export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the signed-in console');
  return staff;
}
