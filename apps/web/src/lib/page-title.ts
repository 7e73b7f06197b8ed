// Sets the document title for the current page (the domain's "<page> | Nordic Parts", as the server
// renders it), back to the shop's name after.
import { useEffect } from 'react';
import { pageTitle } from '@shop/domain';

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
    // A next page without a title of its own must not keep this one's.
    return () => {
      document.title = pageTitle();
    };
  }, [title]);
}
