// The main page (SPEC §2): title, description, slider, company age and the car groups as entry points.
import { carDisplayName, companyAge, FOUNDED_YEAR } from '@shop/domain';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { Spinner } from '../../components/ui/spinner';
import { useCarGroups } from '../../lib/car-groups';
import { PAGE_NOTICES, noticeOf } from '../../lib/page-notice';
import { usePageTitle } from '../../lib/page-title';
import { HeroSlider } from './hero-slider';
import './home.css';
import { renderNow } from '../../lib/request-scope';

function CarGroupCards() {
  const { t } = useTranslation();
  const groups = useCarGroups();
  if (groups.isPending) return <Spinner />;
  if (groups.isError) return <p className="notice">{t('home.carsError')}</p>;
  return (
    <div className="home__groups">
      {groups.data.map((group) => (
        <section key={group.name} className="card home__group">
          <h3>{group.name}</h3>
          <ul className="chips">
            {group.cars.map((car) => (
              <li key={car.slug}>
                <Link className="chip" to={`/car/${car.slug}`}>
                  {carDisplayName(car)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** "Your account is deleted.": the deleting form is gone, so the notice takes the focus. */
function AccountDeletedNotice() {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) ref.current?.focus();
  }, []);
  return (
    <p ref={ref} className="notice" role="status" tabIndex={-1}>
      {t('account.security.deleted')}
    </p>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(null);
  const notice = noticeOf(useLocation().state);
  return (
    <div className="home">
      {notice === PAGE_NOTICES.accountDeleted ? <AccountDeletedNotice /> : null}
      <section className="home__intro">
        <h1>{t('home.title')}</h1>
        <p className="home__lead">{t('home.description')}</p>
        <p>{t('home.age', { age: companyAge(renderNow()), year: FOUNDED_YEAR })}</p>
      </section>
      {/* The car picker first: it is what a visitor comes for, above the fold on a phone too. */}
      <section className="home__cars" aria-labelledby="home-cars-title">
        <h2 id="home-cars-title">{t('home.carsTitle')}</h2>
        <p>{t('home.carsIntro')}</p>
        <CarGroupCards />
      </section>
      <HeroSlider />
    </div>
  );
}
