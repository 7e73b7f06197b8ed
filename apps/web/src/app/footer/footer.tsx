// The fixed page footer (SPEC §1): preferences, car group lists, information, social links, legal entity.
import { carDisplayName } from '@shop/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { useCarGroups } from '../../lib/car-groups';
import { PreferenceSelects } from './preference-selects';
import './footer.css';
import { renderNow } from '../../lib/request-scope';

const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/nordicparts' },
  { name: 'Instagram', href: 'https://www.instagram.com/nordicparts' },
  { name: 'YouTube', href: 'https://www.youtube.com/@nordicparts' },
] as const;

function CarGroupLists() {
  const { t } = useTranslation();
  const groups = useCarGroups();
  if (!groups.data?.length) return null;
  return (
    <nav className="footer__cars" aria-label={t('footer.cars')}>
      {groups.data.map((group) => (
        <section key={group.name}>
          <h2 className="footer__title">{group.name}</h2>
          <ul className="footer__list">
            {group.cars.map((car) => (
              <li key={car.slug}>
                <Link to={`/car/${car.slug}`}>{carDisplayName(car)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <PreferenceSelects />
        <CarGroupLists />
        <div className="footer__columns">
          <nav aria-label={t('footer.information')}>
            <h2 className="footer__title">{t('footer.information')}</h2>
            <ul className="footer__list">
              <li>
                <Link to="/about">{t('footer.about')}</Link>
              </li>
              <li>
                <Link to="/terms">{t('footer.terms')}</Link>
              </li>
              <li>
                <Link to="/contact">{t('footer.contact')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t('footer.social')}>
            <h2 className="footer__title">{t('footer.social')}</h2>
            <ul className="footer__list">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.name}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank">
                    {link.name}
                    <span className="visually-hidden"> {t('footer.newWindow')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="footer__title">{t('footer.promises')}</h2>
            <ul className="footer__list footer__promises">
              <li>{t('footer.sameDay')}</li>
              <li>{t('footer.returns')}</li>
            </ul>
          </div>
        </div>
        <p className="footer__legal">{t('footer.legal', { year: renderNow().getFullYear() })}</p>
      </div>
    </footer>
  );
}
