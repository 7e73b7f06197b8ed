// Sets the document title for the current page ("<page> – Nordic Parts"), back to the site name after.
import { useEffect } from 'react';

export const SITE_NAME = 'Nordic Parts';

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : SITE_NAME;
    // A next page without a title of its own must not keep this one's.
    return () => {
      document.title = SITE_NAME;
    };
  }, [title]);
}
