// /contact (SPEC §2): the contact form, the structured-data block (schema.org AutoPartsStore), the
// phone call hint with a tel: link, the shop's address and hours, and the disclaimer.
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { usePageTitle } from '../../lib/page-title';
import { usePreferences } from '../../lib/preferences';
import { ContactForm } from './components/contact-form';
import { SHOP } from './shop-details';
import { useShopJsonLd } from './use-shop-json-ld';
import './contact.css';

function ShopDetails() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  // A Swede dials the national number; everyone else needs the country code.
  const phone = language === 'sv' ? SHOP.phone.display : SHOP.phone.international;
  return (
    <aside className="contact__aside card" aria-labelledby="contact-call-title">
      <h2 id="contact-call-title">{t('contact.call.title')}</h2>
      <p>
        {t('contact.call.hint')}{' '}
        <a className="contact__phone" href={`tel:${SHOP.phone.tel}`}>
          {phone}
        </a>
      </p>
      <p>{t('contact.call.hours')}</p>
      <h2>{t('contact.visit.title')}</h2>
      <address className="contact__address">
        {SHOP.name}
        <br />
        {SHOP.address.street}
        <br />
        {SHOP.address.postalCode} {SHOP.address.city}
        <br />
        {t('contact.visit.country')}
        <br />
        <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
      </address>
      <p>{t('contact.visit.store')}</p>
    </aside>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const title = t('contact.title');
  usePageTitle(title);
  useShopJsonLd();
  return (
    <article className="contact">
      <Breadcrumb items={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <h1>{title}</h1>
      <p className="contact__intro">{t('contact.intro')}</p>
      <div className="contact__layout">
        <section className="contact__main" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
          <ContactForm />
          <p className="contact__disclaimer">{t('contact.disclaimer')}</p>
          <p>
            <Link to="/terms">{t('contact.termsLink')}</Link>
          </p>
        </section>
        <ShopDetails />
      </div>
    </article>
  );
}
