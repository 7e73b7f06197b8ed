// Sets the document title for the current page ("<page> – Nordic Parts").
import { useEffect } from 'react';

export const SITE_NAME = 'Nordic Parts';

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
