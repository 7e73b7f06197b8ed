// The item page (SPEC §2): image, texts, purchase box, references, old numbers replaced, related
// parts, shipping, diagrams.
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { carDisplayName, isItemIdText, isSlug } from '@shop/domain';
import type { ItemDiagramsResponse } from '@shop/domain';
import { usePageTitle } from '../../../lib/page-title';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import type { BreadcrumbItem } from '../../../components/ui/breadcrumb';
import { LoadError } from '../../../components/ui/load-error';
import { NotFound } from '../../../components/ui/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { useLoginRedirect } from '../../../lib/login-redirect';
import { useCar, useItemDiagrams } from '../api';
import { isNotFound } from '../../../lib/http';
import { carPath } from '../../../lib/paths';
import {
  LinkedDiagrams,
  References,
  RelatedParts,
  Replaces,
  ShippingInfo,
  linkedDiagrams,
} from './item-details';
import { useProductJsonLd } from '../hooks/use-product-json-ld';
import { PurchaseBox } from './purchase-box';
import './item-page.css';

type ItemParams = 'itemId' | 'carSlug' | 'groupSlug';

/** Null unless the segment is a valid slug (a bad one is dropped rather than sent). */
function slugOrNull(value: string | undefined): string | null {
  return isSlug(value) ? value : null;
}

export function ItemPage() {
  const { t } = useTranslation();
  const params = useParams<ItemParams>();
  const itemId = params.itemId ?? '';
  const validId = isItemIdText(itemId);
  const carSlug = slugOrNull(params.carSlug);
  const groupSlug = carSlug ? slugOrNull(params.groupSlug) : null;
  const query = useItemDiagrams(itemId, carSlug, groupSlug, validId);
  // Modern-car diagrams need a login (SPEC §6): this entry is replaced with the login page.
  const forbidden = useLoginRedirect(query.error);

  if (!validId) return <NotFound message={t('catalog.item.notFound')} />;
  if (query.isPending || forbidden) return <Spinner />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound message={t('catalog.item.notFound')} />;
    return (
      <LoadError
        className="item-page__error"
        message={t('catalog.loadError')}
        retryLabel={t('catalog.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ItemView data={query.data} carSlug={carSlug} groupSlug={groupSlug} />;
}

interface ItemViewProps {
  data: ItemDiagramsResponse;
  carSlug: string | null;
  groupSlug: string | null;
}

function ItemView({ data, carSlug, groupSlug }: ItemViewProps) {
  const { t } = useTranslation();
  const { item } = data;
  const car = useCar(carSlug ?? undefined);

  usePageTitle(item.name);
  useProductJsonLd(item);

  const crumbs: BreadcrumbItem[] = [{ label: t('breadcrumb.home'), to: '/' }];
  if (carSlug && car.data) {
    crumbs.push({ label: carDisplayName(car.data.car), to: carPath(carSlug) });
    const group = car.data.groups.find((g) => g.slug === groupSlug);
    if (group) crumbs.push({ label: group.name, to: carPath(carSlug, group.slug) });
  }
  crumbs.push({ label: item.name });

  return (
    <article className="item-page">
      <Breadcrumb items={crumbs} />
      <div className="item-page__layout">
        <div className="item-page__media">
          <img src={item.image} alt={item.name} width={480} height={360} fetchPriority="high" />
        </div>
        <div className="item-page__main">
          <h1 className="item-page__name">{item.name}</h1>
          {item.description ? <p className="item-page__description">{item.description}</p> : null}
          {item.model ? (
            <p className="item-page__model">
              <span className="item-page__label">{t('catalog.item.model')}</span> {item.model}
            </p>
          ) : null}
          <PurchaseBox key={item._id} item={item} car={carSlug} />
        </div>
      </div>
      <div className="item-page__sections">
        <References item={item} />
        <Replaces item={item} />
        <RelatedParts item={item} />
        <LinkedDiagrams links={linkedDiagrams(item._id, data.diagrams, data.diagramItems)} />
        <ShippingInfo />
      </div>
    </article>
  );
}
