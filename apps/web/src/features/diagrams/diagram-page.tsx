// /diagram/:illustration/:position? — the exploded diagram (the map and parts list arrive with the diagram issue).
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';
import { Breadcrumb } from '../../components/ui/breadcrumb';

export function DiagramPage() {
  const { t } = useTranslation();
  const { illustration = '', position } = useParams();
  const title = t('diagrams.title', { illustration });
  usePageTitle(title);
  return (
    <section className="page-section">
      <Breadcrumb items={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <h1>{title}</h1>
      <p>{position ? t('diagrams.position', { position }) : t('diagrams.pickPosition')}</p>
    </section>
  );
}
