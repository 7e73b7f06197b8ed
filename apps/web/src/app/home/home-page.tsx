// The main page (SPEC §2): title, description, slider, company age and the car groups as entry points.
import { companyAge, FOUNDED_YEAR } from '@shop/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { useCarGroups } from '../../lib/car-groups';
import { usePageTitle } from '../../lib/page-title';
import { HeroSlider } from './hero-slider';
import './home.css';

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
                  {car.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(null);
  return (
    <div className="home">
      <section className="home__intro">
        <h1>{t('home.title')}</h1>
        <p className="home__lead">{t('home.description')}</p>
        <p>{t('home.age', { age: companyAge(new Date()), year: FOUNDED_YEAR })}</p>
      </section>
      <HeroSlider />
      <section className="home__cars" aria-labelledby="home-cars-title">
        <h2 id="home-cars-title">{t('home.carsTitle')}</h2>
        <p>{t('home.carsIntro')}</p>
        <CarGroupCards />
      </section>
    </div>
  );
}
