// An item's page (/admin/items/:id): what identifies it, then its form. A missing item says so.
import { useTranslation } from '../../lib/translate';
import { Link, useLocation, useParams } from 'react-router';
import { useConsoleTitle } from '../layout/use-console-title';
import { useItem } from './items-api';
import { ItemForm } from './item-form';
import { statusOf } from '../lib/server-message';
import './items.css';

/** The list to go back to: the search the item was opened from, else all items. */
function backOf(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'back' in state) {
    const { back } = state;
    if (typeof back === 'string' && back.startsWith('/items')) return back;
  }
  return '/items';
}

export function ItemEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const item = useItem(id);
  const name = item.data?.texts.en.name;
  useConsoleTitle(name ?? t('items.edit.title'));
  const back = (
    <p>
      <Link to={backOf(location.state)}>{t('items.edit.back')}</Link>
    </p>
  );

  if (item.isPending)
    return (
      <>
        {back}
        <p role="status">{t('loading')}</p>
      </>
    );
  if (item.isError) {
    const missing = statusOf(item.error) === 404 || statusOf(item.error) === 400;
    return (
      <>
        {back}
        <h1>{t('items.edit.title')}</h1>
        <div role="alert">
          <p>{missing ? t('items.edit.notFound', { id }) : t('items.edit.loadError')}</p>
          {missing ? null : (
            <button type="button" className="console-button" onClick={() => void item.refetch()}>
              {t('retry')}
            </button>
          )}
        </div>
      </>
    );
  }
  const data = item.data;
  return (
    <>
      {back}
      <h1>{data.texts.en.name}</h1>
      <dl className="item-facts">
        <div>
          <dt>{t('items.columns.id')}</dt>
          <dd>
            <code>{data._id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('items.columns.group')}</dt>
          <dd>{data.group}</dd>
        </div>
        <div>
          <dt>{t('items.columns.references')}</dt>
          <dd>{data.references.join(', ') || t('items.edit.none')}</dd>
        </div>
      </dl>
      <ItemForm key={data._id} item={data} />
    </>
  );
}
