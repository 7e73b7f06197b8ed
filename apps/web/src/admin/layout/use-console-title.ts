// The document title of a console page: "<page> · Staff console | Nordic Parts".
import { useTranslation } from '../../lib/translate';
import { usePageTitle } from '../../lib/page-title';

export function useConsoleTitle(page: string): void {
  const { t } = useTranslation();
  usePageTitle(t('title', { page }));
}
